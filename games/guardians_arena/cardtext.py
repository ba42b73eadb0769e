"""Each Guardians Arena card's text, in French and English, generated from its data and its
operations, so a card's text and its effect can never disagree. Every word comes from
locale/<lang>/guardians-arena-cards.json (card names, classes, terrains, sentence templates).
Pure Python, no pygame: the card frame and the rules pages both call lines(card, lang).
"""
from engine import i18n
from games.guardians_arena import effects

P = "guardians-arena."
# Conditions of a vitality change, in the order they are written.
COND_ORDER = ("against_class", "against_border", "against_size", "against_flying", "for_class",
              "for_border", "for_size", "for_flying", "on_terrain", "defending")
COUNTED = ("draw", "peek", "discard", "stones", "spend")   # "1 card" / "2 cards"


class _Words:
    """The catalogue of one language, looked up by key without the prefix."""

    def __init__(self, lang):
        self.lang = lang
        self.cat = i18n.catalog(lang)

    def __call__(self, key, **params):
        text = self.cat.get(P + key)
        if text is None:
            raise KeyError(f"{self.lang}: missing text {P + key}")
        return text.format(**params) if params else text


def signed(n):
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def _cap(text):
    return text[:1].upper() + text[1:]


def name(card, lang):
    return _Words(lang)(f"card.{card['id']}")


def short_name(card, lang):
    """The card's short name (locale key short.<id>), or None: written on a table or hand face
    only where its full name would be written under the size asked (cardface_table.py); the
    large view and the move log keep the full name. A card has one in both languages or in
    neither (the locale files hold the same keys), whichever language needs it."""
    return _Words(lang).cat.get(f"{P}short.{card['id']}")


def _who(card, target, w):
    """The sentence's subject: the card's own creature needs none, an item C speaks of its bearer."""
    if target == "self":
        return {"item": w("who.bearer"), "stronghold": w("who.defender")}.get(card["kind"], "")
    return w(f"who.{target}")


def _subject(card, target, w):
    """The same, as the subject of a verb ("The bearer gains Flying")."""
    if target == "self" and card["kind"] == "item":
        return w("subject.bearer")
    return w(f"subject.{target}")


def _sort_who(side, key, value, w):
    """The subject of a change for every duellist (side "each") or yours ("own") of one sort."""
    if key == "for_class":
        return w(f"who.{side}.for_class", cls=w(f"class.{value}.pl"))
    if key == "for_border":
        return w(f"who.{side}.for_border", border=w(f"border.{value}.pl"))
    if key == "for_size":
        return w(f"size.{value}.who.{side}")
    return w(f"who.{side}.for_flying")


def _conds(op, w):
    parts = []
    for key in COND_ORDER:
        value = op.get(key)
        if value is None or value is False:
            continue
        if key.endswith("_class"):
            parts.append(w(f"cond.{key}", cls=w(f"class.{value}.pl")))
        elif key.endswith("_border"):
            parts.append(w(f"cond.{key}", border=w(f"border.{value}.pl")))
        elif key.endswith("_size"):
            parts.append(w(f"size.{value}.{key.split('_')[0]}"))
        elif key == "on_terrain":
            parts.append(w(f"terrain.{value}.on"))
        else:
            parts.append(w(f"cond.{key}"))
    return "".join(" " + p for p in parts)


def sentence(op, card, lang):
    """One operation as one sentence."""
    w = _Words(lang)
    kind = op["op"]
    default_target = "self" if card["kind"] in ("creature", "item", "stronghold") else "own"
    who = _who(card, op.get("target", default_target), w)
    if kind in COUNTED:
        n = op["n"]
        text = w(f"op.{kind}.one") if n == 1 else w(f"op.{kind}.many", n=n)
    elif kind == "vitality":
        op = dict(op)
        side = op.get("target")
        if side in ("each", "own"):          # "Huge creatures in the duel: -2 Vitality."
            for key in ("for_class", "for_border", "for_size", "for_flying"):
                if op.get(key):
                    who = _sort_who(side, key, op.pop(key), w)
                    break
        text = w("op.vitality", who=who, n=signed(op["n"]), cond=_conds(op, w))
    elif kind == "fortify":
        text = w("op.fortify", n=signed(op["n"]), cond=_conds(op, w))
    elif kind in ("immunity", "strike"):
        text = w(f"op.{kind}", what=w(f"immune.{op.get('to') or op.get('kind')}"))
    elif kind == "grant":
        target = op.get("target", default_target)
        text = w(f"op.grant.{op['keyword']}", who=_subject(card, target, w))
    elif kind == "return":
        target = op.get("target", default_target)
        text = w(f"op.return.{op['to']}", who=_subject(card, target, w))
    elif kind == "offcolour":
        text = w("op.offcolour", who=who, n=signed(op["n"]))
    elif kind == "destroy":
        what = w(f"destroyable.{op['what']}")
        text = w("op.destroy.max", what=what, max=op["max_vitality"]) if "max_vitality" in op \
            else w("op.destroy", what=what)
    elif kind == "corrupt":
        text = w("op.corrupt", vuln=w(f"vuln.{op['vuln']}.to"))
    elif kind in ("area", "influence"):
        text = w(f"op.{kind}", n=op["n"])
    else:                                   # capture, cancel, reach: no parameter
        text = w(f"op.{kind}")
    return _cap(text)


def _type_line(card, w):
    kind = card["kind"]
    if kind == "creature":
        return w("type.creature", cls=w(f"class.{card['class']}"),
                 border=w(f"border.{card['border']}"), size=w(f"size.{card['size']}"))
    if kind == "stronghold":
        return w(f"kind.stronghold.{card['position']}")
    if kind == "item":
        return w(f"kind.item.{card['slot']}")
    if kind == "terrain":
        return w("type.terrain", terrain=w(f"terrain.{card['terrain']}"))
    return w(f"kind.{kind}")


def _creature_lines(card, w):
    out = [w("stat.vitality", n=card["vitality"])]
    red = card["red_vitality"]
    if red is not None:
        out.append(w("stat.red", red=red, n=signed(red - card["vitality"])))
    beaten = effects.OFF_COLOUR_BEATS[card["border"]]
    out.append(w("stat.offcolour", n=signed(card["offcolour"]),
                 border=w(f"border.{beaten}.pl")))
    keys = []
    if card["flying"]:
        keys.append(w("kw.flying"))
    if card["receiver"]:
        keys.append(w("kw.receiver"))
    if card["channeller"]:
        keys.append(w("kw.channeller", n=card["channeller"]))
    if card["ranged"]:
        keys.append(w("kw.ranged", n=card["ranged"]))
    if keys:
        out.append(" \u00b7 ".join(keys) + ".")
    vulns = card["vulnerabilities"]
    if vulns:
        names = ", ".join(w(f"vuln.{v}") for v in vulns)
        out.append(w("kw.vuln.one" if len(vulns) == 1 else "kw.vuln.many", what=names))
    return out


def _guardian_lines(card, w):
    return [w("stat.guardian", vit=card["vitality"], ch=card["channel"], st=card["stones"]),
            w("stat.draw", n=card["draw"], fewer=signed(card["draw_fewer"]),
              more=signed(card["draw_more"]), lower=signed(card["draw_lower"]))]


def lines(card, lang):
    """The card's whole text, line by line: kind, numbers, keywords, the rule of its kind,
    then one sentence per operation (command text and a Guardian's ability marked as such)."""
    w = _Words(lang)
    out = [_type_line(card, w), w("stat.dominance", n=card["dominance"])]
    kind = card["kind"]
    if kind == "creature":
        out += _creature_lines(card, w)
    elif kind == "guardian":
        out += _guardian_lines(card, w)
    elif kind == "stronghold":
        out.append(w("stat.defence", n=signed(card["defence"])))
    rule = f"rule.{kind}" + (f".{card['slot']}" if kind == "item" else "")
    if P + rule in w.cat:
        out.append(w(rule))
    out += [sentence(op, card, lang) for op in card["effects"]]
    out += [w("command", text=sentence(op, card, lang)) for op in card.get("command", [])]
    if kind == "guardian":
        out.append(w("ability", text=" ".join(sentence(op, card, lang)
                                              for op in card["ability"])))
    return out


def text(card, lang):
    return "\n".join(lines(card, lang))
