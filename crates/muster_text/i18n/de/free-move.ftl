# free-move: Deutsch

## The clock bar (panels/game_panel.rs)
free-move-now-deployment = Basen in der Aufstellungszone platzieren, dann Bereit drücken.
free-move-now-deployment-more = Die Basen irgendwo in die schattierte Aufstellungszone ziehen; gedreht werden sie in der Befehlsleiste. Wenn alles steht, Bereit am eigenen Ende dieser Leiste drücken.
free-move-now-moving = Bewegen! Base ziehen: ihr Maßstab zeigt ein Maß.
free-move-now-moving-more = Eine Base greifen und ziehen: jeder Zug ist ein Maß, bis zu ihrer Bewegungsweite, und der Maßstab pausiert zwischen den Maßen. Zeit! drücken, um den Zug früher zu beenden.
free-move-now-time-called = Zeit! wurde gerufen: kein Kampf, bis dieser Zug gespielt ist.
free-move-now-time-called-more = Zeit wurde gerufen: kein Kampf, bis dieser Zeitzug gespielt ist. Bereit drücken, wenn die Lage geklärt ist.
free-move-now-before-countdown = Beide Spieler drücken Bereit, um den Countdown zu starten.
free-move-now-before-countdown-more = Der Countdown beginnt, wenn beide Spieler Bereit am eigenen Ende dieser Leiste gedrückt haben; seine Länge ergibt sich aus dem Zeitfaktor (Maus über die Uhr).
free-move-now-rearrangement = Linien ordnen: nur seitwärts und zurück, nicht im Nahkampf oder in Schussweite. Dann Fertig.
free-move-now-rearrangement-more = Linien ordnen: nur seitwärts und rückwärts, nicht im Nahkampf oder in feindlicher Schussweite. Rückgängig nimmt die Umgruppierung zurück; Fertig drücken, wenn alles steht.
free-move-now-missile-fire = Eine eigene Fernkampfeinheit anklicken, dann ihr Ziel. Fertig, wenn alle zielen.
free-move-now-missile-fire-more = Fernkampf: eine eigene Fernkampfeinheit anklicken, dann den Feind, auf den sie schießt (ihre Reichweite wird gezeigt). Fertig drücken, wenn alle zielen.
free-move-now-pull-out = Jede Seite darf sich aus einem Erstzug-Nahkampf lösen (kostet 20 %). Fertig kämpft weiter.
free-move-now-pull-out-more = Nach einem Nahkampf im ersten Zug darf sich jede Seite lösen: sie verliert 20 % ihrer Punkte und zieht sich 4 Züge zurück. Fertig drücken, um weiterzukämpfen.
free-move-now-bonus-moves = Sieger eines Nahkampfs machen je eine Bonusbewegung; ein so begonnener Nahkampf wird sofort ausgefochten.
free-move-now-bonus-moves-more = Die Sieger eines Nahkampfs machen je eine Bonusbewegung; jeder Nahkampf, den sie beginnt, wird sofort ausgefochten. Fertig drücken, wenn alles steht.
free-move-now-over = Die Schlacht ist vorbei.
free-move-seat-human = Mensch
free-move-seat-computer = Computer: { $level }
free-move-time = Zeit!
free-move-ready = Bereit
free-move-ready-done = Bereit ✔
free-move-done = Fertig
free-move-done-done = Fertig ✔
free-move-undo = Rückgängig
free-move-orders = Befehle
free-move-roster = Liste
free-move-pull-out-why = Aus dem Nahkampf lösen: diese Seite verliert dort 20 % ihrer Punkte und zieht sich 4 Züge zurück. Fertig kämpft weiter.
free-move-pull-out = Lösen
free-move-pull-out-one-why = Nahkampf { $melee }. { $why }
free-move-pull-out-menu = Lösen ▾
free-move-melee-numbered = Nahkampf { $melee }
free-move-clock-title = Zug { $number } · { $phase }
free-move-log = Protokoll
free-move-review = Rückblick
free-move-review-hover = Den letzten Kampf noch einmal Schritt für Schritt ansehen
free-move-orders-title = { $side }: Befehle
free-move-played-by = Gespielt von
free-move-empty-drag = Ziehen auf leerem Tisch:
free-move-empty-drag-tape = Maßband
free-move-empty-drag-box = Rahmen

## A stand's orders (hands/orders.rs)
free-move-orders-unit = Einheit { $number } · { $kind } · { $points }/{ $starting } · { $state }
free-move-orders-column = Kolonne
free-move-orders-line = Linie
free-move-orders-fire-and-charge = Fire and Charge
free-move-orders-give-up-square = Karree auflösen
free-move-orders-form-square = Karree bilden
free-move-orders-fire-and-charge-called = Fire and Charge angesagt: Wurfspeere, dann direkt in den Nahkampf.

## A side's roster drawer (panels/roster_panel.rs)
free-move-roster-title = { $side }: Liste
free-move-roster-totals = { $points }/{ $starting_points } Punkte · { $stands } von { $starting_stands ->
        [one] { $starting_stands } Base
       *[other] { $starting_stands } Basen
    }
free-move-roster-number = Nr.
free-move-roster-type = Typ
free-move-roster-points = Pkt.
free-move-roster-kills = Verl.
free-move-roster-state = Zustand
