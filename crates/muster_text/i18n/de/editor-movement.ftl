## editor-movement: the movement game's board editor
editor-movement-board-and-rows = die Datei nennt das mitgelieferte Brett „{ $board }“ und zeichnet zugleich eines in ihren Zeilen: nur eines behalten
editor-movement-side-south = Süd
editor-movement-side-west = West
editor-movement-side-north = Nord
editor-movement-side-east = Ost
editor-movement-place-row = Zeile { $row }
editor-movement-place-board = das Brett
editor-movement-problem-row-length = Zeile { $row } hat { $found } Felder, die erste { $first }
editor-movement-problem-not-a-space = „{ $letter }“ ist kein Feld (. offen, # gesperrt, N E S W Startfelder)
editor-movement-problem-size = das Brett ist { $width } × { $height } groß: ein Brett hat { $least } bis { $most } Felder je Seite
editor-movement-problem-start-count = { $found ->
        [0] kein Startfeld
        [one] ein Startfeld
       *[other] { $found } Startfelder
    }: jede Seite hat vier („eines Ihrer vier Startfelder“)
editor-movement-problem-start-off-edge = das Startfeld { $at } von { $side } liegt nicht am Rand von { $side } („die vier vor Ihnen“)
editor-movement-problem-unreachable = { $side } erreicht { $goal } von { $across } nicht von { $from } aus: Spielsteine „dürfen gesperrte (dunklere) Felder weder betreten noch überqueren“, und es gewinnt, wer alle vier Spielsteine auf den Startfeldern gegenüber hat
editor-movement-new-name = Neues Brett
editor-movement-own-button = Ein Brett entwerfen
editor-movement-own-button-hover = Der Brett-Editor: ein eigenes Brett des Vereins, seine gesperrten Felder und die vier Startfelder jeder Seite, laufend geprüft
editor-movement-opened = „{ $name }“ aus { $path } geöffnet
editor-movement-not-opened = { $why } Das Brett auf dem Bildschirm bleibt.
editor-movement-unreadable = { $file } konnte nicht gelesen werden: { $why }.
editor-movement-too-large = die Datei hat { $bytes } Bytes, weit mehr als ein Brett
editor-movement-not-a-board = { $file } ist ein Szenario für { $ruleset }, kein Brett des Bewegungsspiels.
editor-movement-saved = „{ $name }“ gespeichert: { $path }
editor-movement-heading = Ein Brett entwerfen
editor-movement-name = Name
editor-movement-not-ready = Das Brett hat noch Probleme: sie stehen darunter
editor-movement-play = Spielen
editor-movement-play-hover = Dieses Brett jetzt spielen (es bleibt bei den gespielten Brettern; Speichern führt es auf der Seite)
editor-movement-save = Speichern
editor-movement-save-hover = Das Brett bei den Szenarien des Vereins speichern: die Seite des Bewegungsspiels führt es auf
editor-movement-undo = Rückgängig
editor-movement-undo-hover = Die letzte Änderung rückgängig machen (Strg+Z)
editor-movement-redo = Wiederholen
editor-movement-redo-hover = Das Rückgängiggemachte wiederholen (Strg+Y)
editor-movement-back = Zurück
editor-movement-brush = Pinsel
editor-movement-brush-closed = Gesperrte Felder
editor-movement-brush-south = Startfelder Süd
editor-movement-brush-west = Startfelder West
editor-movement-brush-north = Startfelder Nord
editor-movement-brush-east = Startfelder Ost
editor-movement-brush-hint = Auf das Brett klicken oder ziehen. Ein Strich, der auf einem schon so gemalten Feld beginnt, löscht wieder.
editor-movement-columns = Spalten
editor-movement-rows = Zeilen
editor-movement-fewer-columns = Eine Spalte weniger
editor-movement-more-columns = Eine Spalte mehr
editor-movement-fewer-rows = Eine Zeile weniger
editor-movement-more-rows = Eine Zeile mehr
editor-movement-players = Spieler
editor-movement-player-count = { $count } Spieler
editor-movement-print-and-play = Zum Ausdrucken (W6 und Spielkarten)
editor-movement-open = Ein Brett öffnen
editor-movement-ready = Das Brett ist bereit: Spielen oder Speichern.
editor-movement-problems = { $count ->
        [one] Ein Problem, bevor es gespielt werden kann:
       *[other] { $count } Probleme, bevor es gespielt werden kann:
    }
