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
editor-movement-problem-start-count = { $side } hat { $found ->
        [one] ein Startfeld
       *[other] { $found } Startfelder
    }: jede Seite hat vier („eines Ihrer vier Startfelder“)
editor-movement-problem-start-off-edge = das Startfeld { $at } von { $side } liegt nicht am Rand von { $side } („die vier vor Ihnen“)
editor-movement-problem-unreachable = { $side } erreicht { $goal } von { $across } nicht von { $from } aus: Spielsteine „dürfen gesperrte (dunklere) Felder weder betreten noch überqueren“, und es gewinnt, wer alle vier Spielsteine auf den Startfeldern gegenüber hat
