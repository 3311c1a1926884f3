## editor-free-move: the Free Move battle builder
editor-free-move-new-battle-name = New battle
editor-free-move-first-army-name = First army
editor-free-move-second-army-name = Second army
editor-free-move-check-outside-zone = unit { $number } stands outside its side's deployment zone (deployment: each side places its stands inside its own zone, and the table refuses a stand outside it)
editor-free-move-check-tray-off-table = unit { $number }'s tray hangs over the table's edge (deployment: a stand's whole tray stands on the table)
editor-free-move-check-zones-overlap = this deployment zone shares ground with { $other }'s (each army deploys in its own zone, apart from the enemy)
