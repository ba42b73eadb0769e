"""Dragons Arena's final count said aloud (the setting `voice`), like Chevaliers et Dragons'.

Why the totals and not every number: the count lights one dragon of each species at a time, both
at once, three lights a second at most, and adds its power to the big number on its species'
panel. Saying a running total for each light would be two words at once (one per species) or a
count slowed to one species after the other at the pace of words like "quarante-sept", three
times longer than the lights; and the running totals skip numbers, which a child who counts
"un, deux, trois" does not follow. So the lights keep their tones, and when the last dragon is
lit the voice exclaims each species' total, the fire's then the ice's (the panels' order, left
to right), each word given its room before the next, and before the duel's result is shown.
The clips are the engine's total-N (engine/voice.py, up to 48: eight dragons of power 6)."""
from engine import voice
from games.dragons_arena.view import FIRE, ICE


def on(settings, show):
    """The voice is on and the show plays in time (at instant speed nothing is heard)."""
    return voice.enabled(settings) and show.speed > 0


def say_totals(show, totals):
    """Queue on the show: each species' total exclaimed, one after the other."""
    for seat in (FIRE, ICE):
        clip = voice.total(totals[seat])
        # Timeline seconds the word needs (the timeline moves dt / speed for a frame of dt).
        show.then(voice.room(clip) / show.speed, "said", {"seat": seat},
                        on_start=lambda tw, c=clip: voice.say(c), ease=lambda t: t,
                        skippable=False)
