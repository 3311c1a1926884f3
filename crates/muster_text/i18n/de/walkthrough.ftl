# walkthrough: Deutsch

## The walkthrough panel
walkthrough-panel-title = Einführung
walkthrough-skip-step = Überspringen
walkthrough-start-again = Neu starten
walkthrough-leave = Verlassen
walkthrough-about = Über diese Einführung
walkthrough-step-of = Schritt { $step } von { $count }: { $title }
walkthrough-not-allowed-here = Nicht erlaubt: { $why }
walkthrough-every-step-done = Alle Schritte erledigt: die echte Partie
walkthrough-every-step-done-skipped = Alle Schritte erledigt ({ $count } übersprungen): die echte Partie
walkthrough-done = ✔ Erledigt: { $step }
walkthrough-refused = ✖ Nicht erlaubt
walkthrough-cannot-open = Die Einführung in { $ruleset } lässt sich nicht öffnen: { $error }

## The demo
walkthrough-demo-take-over = DEMO  ·  zum Spielen Taste drücken oder Bildschirm berühren
walkthrough-demo-no-scenarios = Die Demo hat keine { $ruleset }-Szenarien gefunden.
walkthrough-demo-skips = Die Demo überspringt { $file }: { $error }
walkthrough-demo-offer-title = Diese Partie übernehmen?
walkthrough-demo-offer-explain = Der Computer spielt beide Seiten, um die Regeln zu zeigen.
walkthrough-demo-play-ourselves = Diese Partie selbst spielen
walkthrough-demo-keep-watching = Weiter zusehen
walkthrough-demo-leave = Demo verlassen

## A walkthrough file's problems (muster check)
walkthrough-file-wrong-ruleset = ist ein { $scenario }-Szenario; diese Einführung lehrt { $ruleset }
walkthrough-file-no-such-seat = Platz { $seat } gibt es nicht: das Szenario hat { $seats } Plätze (0 bis { $last })
walkthrough-file-no-steps = eine Einführung braucht mindestens einen Schritt
walkthrough-file-no-event = mindestens ein Ereignis nennen, das den Schritt abschließt
walkthrough-file-unknown-event = { $event } ist kein Ereignis von { $ruleset }: erwartet wird eines von { $known }
