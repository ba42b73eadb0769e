"""The counting show said aloud (the setting `voice`): the die's pips light one by one as the voice
counts them ("un, deux, trois"), the bonus dots join as it says "et deux", and the tower's total
shows as it exclaims "sept !". The words replace the counting tones, and the pace waits for each
word to finish (never faster than the words, never more than three lights a second)."""
from engine import voice


def on(settings, show):
    """Counting aloud: the voice is on and the show plays in time (at instant speed nothing is
    heard, the tones' path keeps its one-sound-a-frame rule)."""
    return voice.enabled(settings) and show.speed > 0


def count(anims, seat):
    """`seat`'s tower counted aloud by the show's part `anims` (show.Animations)."""
    f = anims.fight
    side = f["sides"][seat]
    die, bonus = side["die"], side["bonus"]
    words = voice.counting(die, bonus)
    gap = anims.flash_gap()
    speed = anims.show.speed

    def room(clip):
        # timeline seconds the clip needs (the timeline runs `speed` times slower than real time)
        return max(gap, voice.room(clip) / speed)

    def light(k, clip=None):
        def start(_tw):
            side["count"] = k
            if clip:
                voice.say(clip)
        return start

    # the first light waits one gap: the die has only just landed
    t = gap
    for k in range(1, die + 1):
        anims.tween(gap, "count", {"seat": seat}, delay=t, on_start=light(k, words[k - 1]),
                    ease=lambda x: x)
        t += room(words[k - 1])
    if bonus:
        # "et deux": the bonus dots light one gap apart while it is said
        clip = words[die]
        for i in range(bonus):
            anims.tween(gap, "count", {"seat": seat}, delay=t + i * gap,
                        on_start=light(die + 1 + i, clip if i == 0 else None), ease=lambda x: x)
        t += max(bonus * gap, room(clip))
    total = words[-1]

    def show_total(_tw):
        side["total"] = die + bonus
        voice.say(total)
    anims.tween(max(gap * 0.6, room(total)), "counted", delay=t, on_start=show_total)
