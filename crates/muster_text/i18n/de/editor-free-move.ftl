## editor-free-move: the Free Move battle builder
editor-free-move-new-battle-name = Neue Schlacht
editor-free-move-first-army-name = Erste Armee
editor-free-move-second-army-name = Zweite Armee
editor-free-move-check-outside-zone = Einheit { $number } steht außerhalb der Aufstellungszone ihrer Seite (Aufstellung: Jede Seite stellt ihre Basen in ihrer eigenen Zone auf, und der Tisch lehnt eine Basis außerhalb ab)
editor-free-move-check-tray-off-table = Die Basis von Einheit { $number } ragt über die Tischkante (Aufstellung: Die ganze Basis steht auf dem Tisch)
editor-free-move-check-zones-overlap = Diese Aufstellungszone überschneidet sich mit der von { $other } (jede Armee stellt sich in ihrer eigenen Zone auf, getrennt vom Feind)
