## editor-soldiers: the Soldiers scenario editor
