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
free-move-empty-drag = Leerer Tisch:
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

## The end of the battle (panels/victory_panel.rs)
free-move-chart-timed-move = Zeitzug
free-move-chart-points = Punkte
free-move-victory-headline = Sieg: { $side }
free-move-victory-drawn = Unentschieden
free-move-victory-details = Details
free-move-victory-title-menu = Titelmenü
free-move-victory-moves-played = { $count ->
        [one] { $count } Zeitzug gespielt.
       *[other] { $count } Zeitzüge gespielt.
    }
free-move-victory-side-totals = { $side }: { $points } von { $starting } Punkten übrig, { $lost ->
        [one] { $lost } Base aufgerieben
       *[other] { $lost } Basen aufgerieben
    }
free-move-victory-chart-heading = Punkte zu Beginn jedes Zeitzugs:
free-move-victory-back-to-title = Zurück zum Titelmenü

## The combat review strip (panels/combat_review/strip.rs)
free-move-review-back = Einen Schritt zurück
free-move-review-next = Nächster Schritt
free-move-review-close = Rückblick schließen (Rückblick in der Uhrleiste öffnet ihn wieder)
free-move-review-combat = Kampf

## The combat log (panels/combat_log.rs)
free-move-log-title = Kampfprotokoll
free-move-log-unit-typed = { $side } { $number } ({ $kind })
free-move-log-unit = { $side } { $number }
free-move-log-cause-missile-fire = Fernkampf
free-move-log-cause-missile-men-volley = die Salve der Schützen
free-move-log-cause-fire-and-charge = die Wurfspeere von Fire and Charge
free-move-log-cause-return-fire = Gegenfeuer
free-move-log-cause-shock = den Schock
free-move-log-cause-melee-defeat = die Niederlage im Nahkampf
free-move-log-cause-melee-victory = den Preis des Sieges
free-move-log-cause-pull-out = das Lösen
free-move-log-timed-move = — Zeitzug { $number }: { $reason }
free-move-log-bell = Die Glocke: alle Bewegung endet.
free-move-log-time-called = { $side } ruft Zeit! Kein Kampf bis zu einem weiteren Zeitzug (Regel 6).
free-move-log-contact = { $mover } berührt { $struck }: beide im Nahkampf gebunden.
free-move-log-fire-and-charge = { $unit } sagt Fire and Charge an.
free-move-log-square-formed = { $side } bildet ein Karree aus { $count ->
        [one] { $count } Base
       *[other] { $count } Basen
    }.
free-move-log-square-broken = Ein Karree ist gebrochen: { $reason }.
free-move-log-casualties = { $unit } verliert { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } durch { $cause }.
free-move-log-removed = { $unit } ist aufgerieben.
free-move-log-melee-round = ⚔ Nahkampf { $melee }, Runde { $round }: { $explanation }
free-move-log-melee-won = Nahkampf { $melee } ist vorbei: { $side } siegt.
free-move-log-melee-over = Nahkampf { $melee } ist vorbei.
free-move-log-pulled-out = { $side } löst sich aus Nahkampf { $melee }.
free-move-log-retires-defeated = { $unit } zieht sich { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } zurück (besiegt).
free-move-log-retires-pulling-out = { $unit } zieht sich { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } zurück (gelöst).
free-move-log-retires-still-shaken = { $unit } zieht sich { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } zurück (Moral noch schlecht).
free-move-log-morale = { $unit } ist jetzt { $morale }.
free-move-log-bonus-move = { $unit } hat eine Bonusbewegung.

## Undo, saves, network and resuming (undo.rs, registration.rs, replay.rs, network/, game.rs)
free-move-undo-only-rearrangement = Rückgängig gibt es nur für die Umgruppierung nach der Glocke.
free-move-undo-side-done = { $side } ist mit der Umgruppierung fertig.
free-move-undo-nothing = { $side } hat keine Umgruppierungsbewegung zum Zurücknehmen.
free-move-undo-depends = Diese Bewegung lässt sich nicht zurücknehmen: eine spätere hängt von ihr ab ({ $error }).
free-move-whereabouts-move = Zug { $number }
free-move-whereabouts-move-phase = Zug { $number }, { $phase }
free-move-save-other-version = { $file } wurde von einer anderen Muster-Version geschrieben (Speicherversion { $version }, diese liest { $reads }); die Datei bleibt unverändert
free-move-save-label = { $title }, Zug { $number }
free-move-network-no-undo = In einer Netzwerkschlacht sind die Bewegungen der Umgruppierung endgültig: kein Rückgängig.
free-move-network-replay-stops = Die Schlacht lässt sich bei Befehl { $index } nicht nachspielen: { $why }
free-move-network-does-not-open = Die Netzwerkschlacht öffnet sich hier nicht: { $why }
free-move-network-ready-not-sent = Bereit wurde nicht gesendet: { $error }
free-move-resume-replays-only-to = Die gespeicherte Schlacht lässt sich nur bis Befehl { $index } nachspielen ({ $error }); sie geht von dort weiter.

## The menu's words for this ruleset
free-move-what-opens = Ein Szenario öffnet sich auf seinem Tisch für zwei Spieler: Aufstellung, der Zeitzug gegen den Countdown, Kampf, Stärkelisten und Sieg.
free-move-resume-name = die Schlacht
