## editor-free-move: the Free Move battle builder
editor-free-move-new-battle-name = Nouvelle bataille
editor-free-move-first-army-name = Première armée
editor-free-move-second-army-name = Seconde armée
editor-free-move-check-outside-zone = l'unité { $number } est hors de la zone de déploiement de son camp (déploiement : chaque camp place ses socles dans sa propre zone, et la table refuse un socle hors de celle-ci)
editor-free-move-check-tray-off-table = le socle de l'unité { $number } dépasse du bord de la table (déploiement : tout le socle repose sur la table)
editor-free-move-check-zones-overlap = cette zone de déploiement empiète sur celle de { $other } (chaque armée se déploie dans sa propre zone, à l'écart de l'ennemi)
