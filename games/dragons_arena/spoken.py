"""Dragons Arena's spoken prompts (no pygame): the one list the voice tool (tools/make_voice.py)
makes clips of and the tests check. Each name is said from the catalogue's
"dragons-arena.say.<name>" (locale/<lang>/dragons-arena-say.json) and played as the clip
"dragons-arena/<name>"; words.py's voice_prompt() says when."""
GAME = "dragons-arena"
PROMPTS = [
    "turn-0", "turn-1",     # whose turn: "À toi, les dragons de feu !"
    # what to do, by level: shake (baby), roll (little), powers (big, free), split (equal),
    # place (little, big, equal, free); in the duel, only the must: eliminate when one can
    "shake", "roll", "powers", "split", "place", "elim",
    "win-0", "win-1", "draw", "solo-win", "solo-lose",
]
