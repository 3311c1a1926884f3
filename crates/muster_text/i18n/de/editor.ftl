## editor: what every scenario editor says (open, save, checks, undo) and the saved scenarios on a ruleset's page

editor-save-not-ready = Das Szenario kann noch nicht gespeichert werden: { $first } ({ $count ->
        [one] ein Problem
       *[other] { $count } Probleme
    } insgesamt).
editor-save-ron = das Szenario konnte nicht als RON geschrieben werden: { $why }
editor-save-reads-back-changed = die geschriebene Datei liest sich nicht als dasselbe Szenario zurück
editor-save-unwritable = { $path } konnte nicht geschrieben werden: { $why }.
editor-save-no-folder = dieses Regelwerk hat keinen Ordner für die Szenarien eines Vereins
editor-club-scenarios = Eigene Szenarien
editor-club-scenarios-hint = Von den Editoren dieses Vereins gespeichert in { $folder }
editor-edit = Bearbeiten
editor-edit-hint = { $file } im Editor öffnen
