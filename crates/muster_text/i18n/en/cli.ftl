# cli: English

## muster check
cli-check-walkthrough = { $title }: walkthrough, { $count } steps ({ $ruleset })
cli-check-roster = { $name }: roster, { $count } units
cli-check-summary = { $files } file(s) checked, { $failures } with errors
cli-cannot-read-file = { $file }: cannot read the file: { $error }

## A damaged file set aside (files.rs)
cli-file-kept-as = { " " }(the file is kept as { $file })

## muster simulate and muster tournament
cli-list-and = { $rest } and { $last }
cli-no-ruleset = no ruleset
cli-simulate-refused = { $file }: simulate plays { $offered }; this is { $ruleset }
cli-tournament-no-level = no level { $name }: expected recruit, veteran or general
cli-tournament-games-at-least-one = --games must be at least 1
cli-tournament-not-a-scenario-of = not a { $ruleset } scenario
cli-tournament-refused = tournaments play { $offered }; this is { $title }

## muster balance
cli-balance-heading = muster balance { $target }: { $games } games a scenario from seed { $seed }, the General in every seat
cli-balance-no-stage = no balance check state { $name }: expected running or report

## muster tournament's progress (stderr)
cli-tournament-starting = { $total ->
        [one] one game to play
        *[other] { $total } games to play
    } on { $threads ->
        [one] one thread
        *[other] { $threads } threads
    }; progress follows as games finish
cli-tournament-progress = { $done } of { $total } games played, { $elapsed } so far, about { $left } left
cli-tournament-pairing-done = { $high } v { $low } on { $scenario }: { $games ->
        [one] its one game played
        *[other] all { $games } games played
    }
cli-tournament-table-so-far = The table so far:
cli-tournament-level-recruit = Recruit
cli-tournament-level-veteran = Veteran
cli-tournament-level-general = General
cli-tournament-seconds = { $seconds } s
cli-tournament-minutes = { $minutes } min { $seconds } s
cli-tournament-hours = { $hours } h { $minutes } min
