"""French speaks in one voice per game: a game's French texts (banner, prompts, tips, rules pages,
cards: every key of locale/fr/ under the game's id) never mix "vous" with "tu". The box's own
texts (box.*) say "tu"; a game in "vous" names its own turn call (<id>.turn.human)."""
import re

import pytest

from engine import i18n
from games import registry

# The second person plural: its pronouns, and a verb in -ez at the head of a clause (an imperative:
# "Cliquez…", "…, puis choisissez"). Words in -ez that are no verb are left out.
VOUS = re.compile(r"\b(vous|votre|vos)\b|(?:^|[.:;,!?(«—]\s*|\bpuis\s+|\bou\s+|\bet\s+)"
                  r"(?!chez\b|assez\b|nez\b)([A-Za-zÀ-ÿ]+ez)\b", re.I)
TU = re.compile(r"\b(tu|toi|ton|ta|tes)\b|\bt['’]", re.I)
# Strings that may use the other voice, and why.
EXCEPTIONS = {
    # A plural side spoken to as a group ("les dragons de Tyran"): the plural "vous", not the
    # polite one; the Prince's army, one army, is "toi".
    "chevaliers-dragons.say.turn-1": "a team whose name is plural",
}


def voices(texts):
    found = {"vous": [], "tu": []}
    for key, text in texts.items():
        if key in EXCEPTIONS:
            continue
        if VOUS.search(text):
            found["vous"].append(key)
        if TU.search(text):
            found["tu"].append(key)
    return found


def game_texts(game_id):
    return {k: v for k, v in i18n.catalog("fr").items() if k.startswith(game_id + ".")}


@pytest.mark.parametrize("entry", registry(), ids=[e.id for e in registry()])
def test_a_games_french_uses_one_register(entry):
    found = voices(game_texts(entry.id))
    assert not (found["vous"] and found["tu"]), (
        f"{entry.id} mixes vous ({found['vous'][:4]}) and tu ({found['tu'][:4]})")
    if found["vous"]:
        # The turn banner is the box's ("à toi de jouer"): a game in "vous" needs its own.
        assert entry.id + ".turn.human" in game_texts(entry.id)


def test_the_check_sees_both_registers():
    found = voices({"a": "Cliquez sur une case.", "b": "Choisis ta posture.",
                    "c": "Pose-la, puis tournez-la.", "d": "Il a assez de place chez lui."})
    assert found == {"vous": ["a", "c"], "tu": ["b"]}
