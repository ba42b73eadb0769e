"""Chevaliers et Dragons' spoken prompts (no pygame): the one list the voice tool
(tools/make_voice.py) makes clips of and the tests check. Each name is said from the catalogue's
"chevaliers-dragons.say.<name>" (locale/<lang>/chevaliers-dragons-say.json) and played as the
clip "chevaliers-dragons/<name>"; words.py's voice_prompt() says when."""
GAME = "chevaliers-dragons"
PROMPTS = [
    "turn-0", "turn-1",     # whose turn: "À toi, l'armée du Prince !"
    "setup",                # what to do: place the army (before the first move)
    "total",                # what to do: give the fight's total (count_first)
    "win-0", "win-1", "draw",
]
