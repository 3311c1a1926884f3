## "Since your last turn" (session/since_last_turn.rs, the replay bar seen as one seat)
since-heading = SEIT IHREM LETZTEN ZUG
since-step-of = Schritt { $at } von { $total }: { $whereabouts }
since-watching = So, wie Ihre Seite es sah: Nichts, was Ihnen verborgen ist, wird gezeigt. Die Partie wartet, bis Sie zurückkehren.
since-back-to-the-game = Zurück zur Partie
since-back-to-the-game-hover = Zurück zur Partie, genau wie Sie sie verlassen haben
since-button = Seit Ihrem letzten Zug
since-button-hover = Wiederholen, was die anderen seit Ihrem letzten Zug getan haben, so wie Ihre Seite es sah
since-button-nothing = Seit Ihrem letzten Zug hat niemand sonst gespielt
since-log-heading = Seit Ihrem letzten Zug:
since-on-cover = Sehen, was seit Ihrem letzten Zug geschah
since-nothing-to-replay = Seit Ihrem letzten Zug wurde nichts gespielt.
since-does-not-replay = Was seit Ihrem letzten Zug geschah, lässt sich nicht wiederholen: { $why }
since-free-move-not-offered = Seit Ihrem letzten Zug: In Free Move ziehen beide Seiten gleichzeitig, es gibt also keinen Zug der anderen zu wiederholen; der Rückblick zeigt, was die Phasen nach der Glocke bewirkt haben, und die Wiederholung im Pausenmenü zeigt die ganze Schlacht.
