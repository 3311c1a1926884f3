## "Since your last turn" (session/since_last_turn.rs, the replay bar seen as one seat)
since-heading = DEPUIS VOTRE DERNIER TOUR
since-step-of = étape { $at } sur { $total } : { $whereabouts }
since-watching = Tel que votre camp l'a vu : rien de ce qui vous est caché n'est montré. La partie attend votre retour.
since-back-to-the-game = Retour à la partie
since-back-to-the-game-hover = Revenir à la partie exactement comme vous l'avez laissée
since-button = Depuis votre dernier tour
since-button-hover = Revoir ce que les autres ont fait depuis votre dernier tour, tel que votre camp l'a vu
since-button-nothing = Personne d'autre n'a joué depuis votre dernier tour
since-log-heading = Depuis votre dernier tour :
since-on-cover = Voir ce qui s'est passé depuis votre dernier tour
since-nothing-to-replay = Rien n'a été joué depuis votre dernier tour.
since-does-not-replay = Ce qui s'est passé depuis votre dernier tour ne se rejoue pas : { $why }
since-free-move-not-offered = Depuis votre dernier tour : dans Free Move, les deux camps bougent en même temps, il n'y a donc pas de tour des autres à revoir ; Revoir montre ce qu'ont fait les phases après la cloche, et la relecture du menu de pause montre toute la bataille.
