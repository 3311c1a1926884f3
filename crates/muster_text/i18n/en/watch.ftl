# Watchers and seats changing hands in a network game (core/network/watch.rs, the watcher's
# panel, the seats panel, the lobby's watchers).

## The host's refusals
watch-watchers-cannot-act = A watcher cannot act in this game: take an open seat to play.
watch-no-such-seat = There is no seat { $seat }.
watch-seat-not-open = { $seat } is not open: someone plays it.

## The Join page
watch-join-page-watch = Watch
watch-join-page-watch-hover = Follow the game without a seat: join at any time, and take an open seat later if you like.

## The lobby
watch-lobby-watchers = Watchers
watch-lobby-no-watchers = Nobody is watching yet.
watch-lobby-watchers-join-with = Watchers join with: muster watch { $address }
watch-lobby-watchers-see = Watchers see
watch-sees-neither = neither side's hidden units
watch-sees-side = { $side }'s view
watch-you-watch = You are watching: you play no seat.

## Seats changing hands
watch-take-seat = Take this seat
watch-leave-seats = Leave my seat and watch
watch-holder-link-lost = { $name } (link lost)
watch-give-back-to-computer = Give back to the computer
watch-seats-title = Seats

## The watcher's panel
watch-panel-heading = Watching { $scenario }
watch-captions = Captions
watch-captions-hover = The rule behind each event, in a sentence.
watch-big-screen = Big-screen layout
watch-big-screen-hover = For a projector: larger text, the log as captions, the pointer hidden.
watch-panel-title = Watching
watch-holder-open = Open: anyone may take it
