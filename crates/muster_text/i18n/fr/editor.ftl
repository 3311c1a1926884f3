## editor: what every scenario editor says (open, save, checks, undo) and the saved scenarios on a ruleset's page

editor-save-not-ready = Le scénario ne peut pas encore être enregistré : { $first } ({ $count ->
        [one] un problème
       *[other] { $count } problèmes
    } en tout).
editor-save-ron = le scénario n'a pas pu être écrit en RON : { $why }
editor-save-reads-back-changed = le fichier écrit ne se relit pas comme le même scénario
editor-save-unwritable = { $path } n'a pas pu être écrit : { $why }.
editor-save-no-folder = ce jeu de règles n'a pas de dossier pour les scénarios d'un club
editor-club-scenarios = Vos scénarios
editor-club-scenarios-hint = Enregistrés par les éditeurs de ce club dans { $folder }
editor-edit = Modifier
editor-edit-hint = Ouvrir { $file } dans l'éditeur
