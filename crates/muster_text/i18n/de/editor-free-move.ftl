## editor-free-move: the Free Move battle builder
