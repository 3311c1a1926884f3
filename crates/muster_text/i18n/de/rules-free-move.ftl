# rules-free-move: Deutsch

## Phases (state/mod.rs) and a unit's name (roster.rs)
rules-free-move-phase-deployment = Aufstellung
rules-free-move-phase-timed-move = Zeitzug
rules-free-move-phase-rearrangement = Umgruppierung
rules-free-move-phase-missile-fire = Fernkampf
rules-free-move-phase-pull-out = Lösen?
rules-free-move-phase-bonus-moves = Bonusbewegungen
rules-free-move-phase-game-over = Schlacht vorbei
rules-free-move-unit = Einheit { $number }

## Why a command is refused (error.rs)
rules-free-move-error-no-such-unit = { $unit } steht nicht auf der Stärkeliste
rules-free-move-error-wiped-out = { $unit } wurde aufgerieben
rules-free-move-error-wrong-phase = das ist während der Phase { $phase } nicht möglich
rules-free-move-error-too-far = { $unit } darf sich { $limit }" pro Maß bewegen; das sind { $asked }"
rules-free-move-error-in-melee = { $unit } ist im Nahkampfkontakt gebunden (Regel 1)
rules-free-move-error-retiring = { $unit } zieht sich zurück und kann in diesem Zeitzug nicht bewegt werden (Regel 8)
rules-free-move-error-may-not-advance = { $unit } darf nicht in den Kampf vorrücken, bis sie sich erholt hat (Regel 8)
rules-free-move-error-friendly-overlap = { $unit } würde die eigene { $other } überlappen
rules-free-move-error-enemy-overlap = { $unit } kann sich nicht in die feindliche { $other } drehen oder bewegen: Basen halten an, wo sie sich berühren
rules-free-move-error-off-table = { $unit } würde den Tisch verlassen
rules-free-move-error-outside-deployment = { $unit } muss in ihrer Aufstellungszone bleiben
rules-free-move-error-forward-in-rearrangement = { $unit }: die Umgruppierung erlaubt nur Bewegungen seitwärts und rückwärts (Regel 4a)
rules-free-move-error-in-missile-range = { $unit } ist in feindlicher Schussweite und darf sich nicht umgruppieren (Regel 4)
rules-free-move-error-no-bonus-move = { $unit } hat keine Bonusbewegung zugute
rules-free-move-error-square-on-hill = ein auf einem Hügel gebildetes Karree kann sich gar nicht bewegen (Regel 11, Absatz 5)
rules-free-move-error-square-uphill = ein Karree kann sich nicht bergauf bewegen (Regel 11, Absatz 5)
rules-free-move-error-square-through-broken-ground = ein Karree kann sich nicht durch unwegsames Gelände bewegen (Regel 11, Absatz 5)
rules-free-move-error-formation-in-square = { $unit } steht im Karree und kann die Formation nicht wechseln
rules-free-move-error-square-not-infantry = ein Karree wird von Infanterie gebildet: { $unit } ist keine Infanterie (Regel 11)
rules-free-move-error-already-in-square = { $unit } steht schon im Karree
rules-free-move-error-bad-square = ein Karree braucht mindestens eine Base einer Seite
rules-free-move-error-square-apart = die Basen eines Karrees müssen beisammen stehen, jede berührt eine andere
rules-free-move-error-not-your-square = Karree { $square } gehört der anderen Seite
rules-free-move-error-contact-in-rearrangement = { $unit } kann beim Umgruppieren keinen Kontakt aufnehmen: die Umgruppierung ordnet nur die Linien (Regel 4)
rules-free-move-error-time-already-called = Im letzten Zug wurde Zeit gerufen: erst nach einem ganz gespielten Zeitzug kann sie wieder gerufen werden (Regel 6)
rules-free-move-error-bad-pose = { $unit }: Position und Ausrichtung müssen Zahlen sein
rules-free-move-error-square-during-move = Karrees werden vor dem Zeitzug angesagt, bevor die Seite eine Base bewegt (Regel 11, Absatz 6)
rules-free-move-error-no-such-square = es gibt kein Karree { $square }
rules-free-move-error-fire-and-charge-not-heavy-infantry = nur schwere Infanterie darf Fire and Charge ansagen (Regel 9)
rules-free-move-error-fire-and-charge-after-moving = Fire and Charge muss angesagt werden, bevor sich { $unit } bewegt (Regel 9)
rules-free-move-error-no-missiles = { $unit } hat keine Fernwaffen
rules-free-move-error-heavy-infantry-javelins = schwere Infanterie darf nur Wurfspeere werfen, wenn Fire and Charge angesagt wurde (Regel 9)
rules-free-move-error-out-of-range = { $shooter } erreicht { $target } nicht: { $distance }" entfernt, Reichweite { $range }"
rules-free-move-error-shooter-in-melee = { $unit } ist im Nahkampf und kann nicht schießen
rules-free-move-error-target-in-melee = { $unit } kann nicht in einen Nahkampf schießen
rules-free-move-error-shooter-retiring = { $unit } zieht sich zurück und kann keine Fernwaffen einsetzen (Regel 8)
rules-free-move-error-already-shot = { $unit } hat in dieser Phase schon ein Ziel genannt
rules-free-move-error-javelins-and-houses = nur Bogenschützen schießen aus oder auf Häuser (Regel 13)
rules-free-move-error-not-an-enemy = { $unit } ist kein Feind
rules-free-move-error-no-such-melee = es gibt keinen Nahkampf { $melee }
rules-free-move-error-cannot-pull-out = lösen kann sich eine Seite nur nach dem ersten Zug eines Nahkampfs über zwei Züge (Regel 12)
rules-free-move-error-already-done = diese Seite hat schon Fertig gemeldet
rules-free-move-error-game-over = die Schlacht ist vorbei

## A unit's state and type (roster.rs, unit_type.rs)
rules-free-move-state-wiped-out = aufgerieben
rules-free-move-state-in-melee = im Nahkampf
rules-free-move-state-in-square = im Karree
rules-free-move-state-in-column = in Kolonne
rules-free-move-morale-steady = standhaft
rules-free-move-morale-retiring-rolls-next = zieht sich zurück, würfelt als Nächstes
rules-free-move-morale-retiring = zieht sich zurück, hält nach { $moves }
rules-free-move-morale-may-not-advance = darf nicht vorrücken
rules-free-move-morale-recovered = erholt
rules-free-move-type-heavy-infantry = Schwere Infanterie
rules-free-move-type-light-infantry = Leichte Infanterie
rules-free-move-type-archers = Bogenschützen
rules-free-move-type-heavy-cavalry = Schwere Kavallerie
rules-free-move-type-light-cavalry = Leichte Kavallerie
rules-free-move-type-heavy-infantry-short = Schw. Inf.
rules-free-move-type-light-infantry-short = Lei. Inf.
rules-free-move-type-archers-short = Bogen
rules-free-move-type-heavy-cavalry-short = Schw. Kav.
rules-free-move-type-light-cavalry-short = Lei. Kav.

## The countdown's length (time_factor.rs) and the victory (victory.rs)
rules-free-move-time-fixed = Feste Zeit: { $clock }
rules-free-move-time-both-above-half = Beide Armeen über der Hälfte ihrer Basen: { $clock }
rules-free-move-time-half = { $side } bei halber Stärke oder darunter ({ $stands } von { $starting } übrig): { $clock }
rules-free-move-time-quarter = { $side } bei einem Viertel der Basen oder darunter ({ $stands } von { $starting } übrig): { $clock }
rules-free-move-time-eighth = { $side } bei einem Achtel der Basen oder darunter ({ $stands } von { $starting } übrig): { $clock }
rules-free-move-victory-broken = { $side } ist auf { $left } % der Punkte geschrumpft (gebrochen bei { $limit } %)
rules-free-move-victory-both-broken = Beide Armeen sind gebrochen
rules-free-move-victory-holds = { $side } hält { $objective } allein
rules-free-move-victory-held-by-neither = Keine Seite hält { $objective } allein
rules-free-move-victory-last-move = Der letzte Zug ist vorbei
rules-free-move-victory-by-points = { $lead }; { $side } behält den größeren Anteil ihrer Punkte ({ $left } % gegen { $other } %)
rules-free-move-victory-draw = { $lead }; beide behalten { $left } % ihrer Punkte: unentschieden
rules-free-move-type-heavy-infantry-in-sentence = schwere Infanterie
rules-free-move-type-light-infantry-in-sentence = leichte Infanterie
rules-free-move-type-archers-in-sentence = Bogenschützen
rules-free-move-type-heavy-cavalry-in-sentence = schwere Kavallerie
rules-free-move-type-light-cavalry-in-sentence = leichte Kavallerie

## Close-range fire as a melee opens (melee_opening.rs)
rules-free-move-side-unit = { $side } Einheit { $number }
rules-free-move-from-front = von vorn
rules-free-move-from-flank = von der Flanke
rules-free-move-from-rear = von hinten
rules-free-move-javelins-and-house = Wurfspeere wirken nicht aus einem oder gegen ein Haus (Regel 13)
rules-free-move-faces-1-3-6 = 1, 3 oder 6
rules-free-move-faces-3-6 = 3 oder 6
rules-free-move-rule-13-light = Regel 13, leichte Truppen auf einem Hügel oder in einer Verteidigungsstellung
rules-free-move-rule-13-heavy = Regel 13, schwere Truppen auf einem Hügel oder in einer Verteidigungsstellung
rules-free-move-automatic-light = automatisch gegen leichte Truppen
rules-free-move-heavy-from-front = schwere Truppen von vorn
rules-free-move-automatic-flank = automatisch von der Flanke
rules-free-move-automatic-rear = automatisch von hinten
rules-free-move-shot-why = { $shooter }: { $what } auf { $target } ({ $kind }, { $aspect })
rules-free-move-shot-no-effect = { $why }: keine Wirkung, { $reason }
rules-free-move-shot-automatic = { $why }: ein Punkt, { $reason }
rules-free-move-shot-face-hit = { $face }: Treffer ({ $words }, { $rule })
rules-free-move-shot-face-miss = { $face }: daneben (braucht { $words }, { $rule })
rules-free-move-shot-rolled-hit = { $why }: { $face } gewürfelt, ein Punkt
rules-free-move-shot-rolled-miss = { $why }: { $face } gewürfelt, daneben
rules-free-move-what-fire-and-charge = Wurfspeere (Fire and Charge)
rules-free-move-what-return-fire = Gegenfeuer
rules-free-move-cannot-return-fire = { $unit } kann nicht zurückschießen: { $reason }
rules-free-move-no-fire-retiring = sie zieht sich zurück und kann ihre Fernwaffen nicht einsetzen (Regel 8)
rules-free-move-no-fire-charged = sie hat angegriffen, und eine angreifende Einheit darf nicht schießen
rules-free-move-no-fire-house = Wurfspeere wirken nicht aus einem Haus (Regel 13)
rules-free-move-no-volley = { $shooter } hat keine Salve auf { $at }: { $reason }
rules-free-move-volley-why = { $shooter }: Salve auf { $at } beim Angriff (Variante: eine 1 heißt keine)
rules-free-move-volley-face-none = 1: keine Salve
rules-free-move-volley-face-hit = { $face }: Salve, ein Punkt vom Angreifer
rules-free-move-volley-rolled-one = { $shooter } hat eine 1 gewürfelt: keine Salve auf { $at }
rules-free-move-volley-automatic = { $shooter } schießt auf kurze Distanz, als { $at } angreift: ein Punkt, automatisch
rules-free-move-shock-who = Schock von { $unit } ({ $points } Punkte) auf { $target }
rules-free-move-shock-uphill = { $who }: keiner, bergauf angegriffen (Regel 10)
rules-free-move-shock-square = { $who }: keiner gegen ein Karree (Regel 10)
rules-free-move-shock-kills = { $who }: { $hits ->
        [one] { $hits } Verlust
       *[other] { $hits } Verluste
    }, einer je 6 Punkte (Regel 10)

## Missile fire (missile.rs, missile_power.rs)
rules-free-move-unit-typed = { $unit } ({ $kind })
rules-free-move-does-not-fire = { $shooter } schießt nicht auf { $target }: { $why }
rules-free-move-faces-or = { $rest } oder { $last }
rules-free-move-faces-nothing = nichts
rules-free-move-cover-in-house = in einem Haus
rules-free-move-cover-on-hill = auf einem Hügel
rules-free-move-cover-behind-wall = hinter einer Mauer
rules-free-move-cover-from-house = aus einem Haus
rules-free-move-cover-rule-13 = { $cover } (Regel 13)
rules-free-move-power-rule-13 = Regel 13: ein Würfel je schießender Einheit, in jedem Fall
rules-free-move-power-light-in-open = leichte Truppen im offenen Gelände verlieren bei jeder Salve einen Punkt
rules-free-move-power-heavy-front = schwere Truppen von vorn: 1-3-6 würfeln
rules-free-move-power-heavy-flank-rear = schwere Truppen, auf die von der Flanke oder von hinten geschossen wird, verlieren automatisch einen Punkt
rules-free-move-volley-javelins = { $shooter } wirft Wurfspeere auf { $target } { $circumstance }
rules-free-move-volley-arrows = { $shooter } schießt auf { $target } { $circumstance }
rules-free-move-roll-why-javelins = { $shooter }: Wurfspeere auf { $target } ({ $kind }, { $circumstance })
rules-free-move-roll-why-arrows = { $shooter }: Pfeile auf { $target } ({ $kind }, { $circumstance })
rules-free-move-volley-automatic-kill = { $headline }: ein Punkt automatisch verloren ({ $reason })
rules-free-move-volley-face-hits = { $face }: Treffer ({ $words })
rules-free-move-volley-face-misses = { $face }: daneben (trifft bei { $words })
rules-free-move-volley-rolled-hit = { $headline }: { $face } gewürfelt, ein Treffer ({ $words }): ein Punkt verloren ({ $reason })
rules-free-move-volley-rolled-miss = { $headline }: { $face } gewürfelt, daneben (trifft bei { $words }; { $reason })

## Melee rounds, bowmen morale, recovery, broken squares (melee_round.rs, missile_morale.rs, recovery.rs, retreat.rs, outcome.rs)
rules-free-move-melee-roll-why = Nahkampf { $melee }, Runde { $round }: { $side } mit { $units }, Kampfwert { $value }
rules-free-move-melee-roll-face = { $face }: { $value } × { $face } = { $total }
rules-free-move-melee-round-result = { $first } { $first_value } × { $first_die } = { $first_total } gegen { $second } { $second_value } × { $second_die } = { $second_total }: { $winner } siegt{ $rerolls ->
        [0] {""}
        [one] {" "}(nach einem Wurf mit gleichen Summen)
       *[other] {" "}(nach { $rerolls } Würfen mit gleichen Summen)
    }
rules-free-move-bowmen-morale-why = Moral der Bogenschützen (Regel 7): { $unit } mit { $points } Punkten gegen { $other }
rules-free-move-bowmen-morale-first = { $face } × { $points } Punkte = { $total }
rules-free-move-bowmen-retreats = { $unit } weicht 3 Züge zurück
rules-free-move-bowmen-both-stand = gleiche Summen: beide bleiben stehen
rules-free-move-bowmen-morale-second = { $face } × { $points } Punkte = { $total } gegen { $first_total }: { $verdict }
rules-free-move-recovery-why = Erholungswurf für { $unit }
rules-free-move-recovery-one = 1: Moral noch schlecht, sie zieht sich einen weiteren Zug zurück
rules-free-move-recovery-may-not-advance = { $face }: sie darf sich zum Kampf wenden oder zurückziehen, nicht vorrücken
rules-free-move-recovery-restored = { $face }: Moral wiederhergestellt, nach Belieben zurück in den Kampf
rules-free-move-square-driven-back = { $unit } wurde zurückgeworfen
rules-free-move-square-wiped-out = { $unit } wurde aufgerieben

## The demo's captions: the rule behind each event
rules-free-move-caption-timed-move = Der Zeitzug: beide Armeen ziehen gleichzeitig gegen die Uhr
rules-free-move-caption-bell = Die Glocke: jede Bewegung endet
rules-free-move-caption-contact = Kontakt: Basen, die einen Feind berühren, erstarren im Nahkampf
rules-free-move-caption-squares = Karrees: Infanterie im Karree weist Kavallerie ab
rules-free-move-caption-fire-and-charge = Feuer und Angriff: schwere Infanterie wirft Speere, bevor sie angreift
rules-free-move-caption-missile-fire = Fernkampf
rules-free-move-caption-shock = Schock: schwere Kavallerie tötet einen vor dem Nahkampf
rules-free-move-caption-return-fire = Erwiderungsfeuer
rules-free-move-caption-melee = Nahkampf: die vorderen Reihen kämpfen
rules-free-move-caption-melee-decided = Der Nahkampf ist entschieden
rules-free-move-caption-pull-out = Lösen: nach einem Nahkampf im ersten Zug darf sich eine Seite zurückziehen
rules-free-move-caption-morale = Moral: geschlagene Truppen weichen
rules-free-move-caption-recovery = Erholung: weichende Truppen würfeln, um sich zu sammeln
rules-free-move-caption-bonus-move = Bonuszug: die Sieger dürfen weiterziehen
rules-free-move-caption-time = Zeit! Der Zug hält an; kein Kampf bis zum nächsten
rules-free-move-caption-victory = Sieg
