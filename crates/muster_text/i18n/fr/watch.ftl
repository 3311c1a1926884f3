# Spectateurs et places qui changent de mains dans une partie en réseau.

## The host's refusals
watch-watchers-cannot-act = Un spectateur ne peut pas agir dans cette partie : prenez une place libre pour jouer.
watch-no-such-seat = Il n'y a pas de place { $seat }.
watch-seat-not-open = { $seat } n'est pas libre : quelqu'un la joue.

## The Join page
watch-join-page-watch = Regarder
watch-join-page-watch-hover = Suivre la partie sans place : rejoignez-la à tout moment, et prenez plus tard une place libre si vous le souhaitez.

## The lobby
watch-lobby-watchers = Spectateurs
watch-lobby-no-watchers = Personne ne regarde encore.
watch-lobby-watchers-join-with = Les spectateurs rejoignent avec : muster watch { $address }
watch-lobby-watchers-see = Les spectateurs voient
watch-sees-neither = aucune unité cachée d'aucun camp
watch-sees-side = la vue de { $side }
watch-you-watch = Vous regardez : vous ne jouez aucune place.

## Seats changing hands
watch-take-seat = Prendre cette place
watch-leave-seats = Quitter ma place et regarder
watch-holder-link-lost = { $name } (liaison perdue)
watch-give-back-to-computer = Rendre à l'ordinateur
watch-seats-title = Places

## The watcher's panel
watch-panel-heading = Vous regardez { $scenario }
watch-captions = Sous-titres
watch-captions-hover = La règle derrière chaque événement, en une phrase.
watch-big-screen = Affichage grand écran
watch-big-screen-hover = Pour un projecteur : texte plus grand, le journal en sous-titres, sans pointeur.
watch-panel-title = Spectateur
watch-holder-open = Libre : n'importe qui peut la prendre
