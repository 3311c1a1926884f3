## editor: what every scenario editor says (open, save, checks, undo) and the saved scenarios on a ruleset's page

editor-save-not-ready = The scenario cannot be saved yet: { $first } ({ $count } problem(s) in all).
editor-save-ron = the scenario could not be written as RON: { $why }
editor-save-reads-back-changed = the file written does not read back as the same scenario
editor-save-unwritable = { $path } could not be written: { $why }.
editor-save-no-folder = this ruleset has no folder for a club's scenarios
editor-club-scenarios = Your scenarios
editor-club-scenarios-hint = Saved by this club's editors in { $folder }
editor-edit = Edit
editor-edit-hint = Open { $file } in the editor
