"""A duel in Dragons Arena: the moves (eliminate, change a power under a force field, the Dragon
Master element powers), the end of a duel, the count, the nuggets and solo training's result.
Pure Python; every function changes the state `s` it is given, in place."""
from games.dragons_arena.arena import (
    ADJ, BEATS, EMPTY, FIRE, ICE, MAX_TURNS, NSQ, SOLO_BONUS, _int, duel_actions, eliminations,
    in_contact, max_duels, totals,
)


def duel_move(s, seat, action, events, begin_duel):
    """Play a duel action of `seat` on s (in place): an elimination, a power change, an element power."""
    owner, power, field = s["owner"], s["power"], s["field"]
    kind = action[0]
    enemy = 1 - seat
    solo_opp = s["mode"] == "solo" and seat != s["solo_you"]
    if kind == "elim":
        if len(action) != 3:
            raise ValueError("elim: ['elim', from, to]")
        a, b = _int(action[1]), _int(action[2])
        if not (0 <= a < NSQ and 0 <= b < NSQ) or owner[a] != seat or owner[b] != enemy \
                or b not in ADJ[a] or not BEATS[power[a]][power[b]]:
            raise ValueError("illegal elimination %r" % (action,))
        pa, pb = power[a], power[b]
        owner[b], field[b] = seat, 0
        owner[a], power[a], field[a] = EMPTY, 0, 0
        events.append({"type": "DragonEliminated", "seat": seat, "from": a, "to": b,
                       "attacker": pa, "victim": pb})
    elif kind == "power":
        if len(action) != 3:
            raise ValueError("power: ['power', sq, value]")
        sq, v = _int(action[1]), _int(action[2])
        if solo_opp:
            raise ValueError("in solo training the opponent may only eliminate")
        if not 0 <= sq < NSQ or owner[sq] == EMPTY or field[sq] or not 1 <= v <= 6 \
                or v == power[sq]:
            raise ValueError("illegal power change %r" % (action,))
        if eliminations(owner, power, seat):
            raise ValueError("an elimination is possible: it is mandatory")
        if not in_contact(owner):
            raise ValueError("no dragon is adjacent to an enemy")
        old = power[sq]
        power[sq], field[sq] = v, 1
        events.append({"type": "PowerChanged", "seat": seat, "sq": sq, "owner": owner[sq],
                       "old": old, "new": v})
    elif kind == "combust":
        if len(action) != 3:
            raise ValueError("combust: ['combust', src, target]")
        src, t = _int(action[1]), _int(action[2])
        if not s["elements"] or seat != FIRE or not (0 <= src < NSQ and 0 <= t < NSQ) \
                or owner[src] != FIRE or power[src] != 1 or owner[t] != ICE or t not in ADJ[src]:
            raise ValueError("illegal combustion %r" % (action,))
        old = power[t]
        new = old - 3
        if new <= 0:
            owner[t], power[t], field[t] = EMPTY, 0, 0
        else:
            power[t], field[t] = new, 0
        events.append({"type": "Combustion", "seat": seat, "src": src, "sq": t, "old": old,
                       "new": max(new, 0), "eliminated": new <= 0})
    elif kind == "blizzard":
        if len(action) != 4:
            raise ValueError("blizzard: ['blizzard', src, target, dest]")
        src, t, d = _int(action[1]), _int(action[2]), _int(action[3])
        if not s["elements"] or seat != ICE or not (0 <= src < NSQ and 0 <= t < NSQ
                                                     and 0 <= d < NSQ) \
                or owner[src] != ICE or power[src] != 1 or owner[t] != FIRE or t not in ADJ[src]:
            raise ValueError("illegal blizzard %r" % (action,))
        old = power[t]
        new = old - 2
        any_empty = EMPTY in owner
        if new <= 0:
            if d != t:
                raise ValueError("an eliminated dragon does not fly away: dest = target")
            owner[t], power[t], field[t] = EMPTY, 0, 0
        elif any_empty:
            if owner[d] != EMPTY:
                raise ValueError("blizzard: the destination must be an empty square")
            owner[t], power[t], field[t] = EMPTY, 0, 0
            owner[d], power[d], field[d] = FIRE, new, 0
        else:
            if d != t:
                raise ValueError("blizzard: no empty square, the dragon stays (dest = target)")
            power[t], field[t] = new, 0
        events.append({"type": "Blizzard", "seat": seat, "src": src, "sq": t, "dest": d,
                       "old": old, "new": max(new, 0), "eliminated": new <= 0})
    else:
        raise ValueError("illegal duel action %r" % (action,))
    s["moves"] += 1
    s["actor"] = enemy
    check_end(s, events, begin_duel)


def check_end(s, events, begin_duel):
    """At the start of a turn: end the duel when no dragon touches an enemy or the species to
    move has nothing to do (solo: the opponent species cannot eliminate)."""
    owner = s["owner"]
    seat = s["actor"]
    if s["moves"] >= MAX_TURNS:
        return end_duel(s, "turn_limit", events, begin_duel)
    if not in_contact(owner):
        return end_duel(s, "no_contact", events, begin_duel)
    solo_opp = s["mode"] == "solo" and seat != s["solo_you"]
    if not duel_actions(owner, s["power"], s["field"], seat, s["elements"], solo_opp):
        return end_duel(s, "solo_stop" if solo_opp else "no_move", events, begin_duel)


def end_duel(s, reason, events, begin_duel):
    """The duel is over: count, give the nugget, and end the match or set up the next duel."""
    t = totals(s["owner"], s["power"])
    if s["mode"] == "solo":
        return end_solo(s, t, reason, events)
    winner = None if t[0] == t[1] else (FIRE if t[0] > t[1] else ICE)
    if winner is not None:
        s["nuggets"][winner] += 1
    stuck = s["actor"] if reason == "no_move" else None     # the band and the end name it
    events.append({"type": "DuelEnded", "duel": s["duel"], "totals": t[:], "winner": winner,
                   "nuggets": s["nuggets"][:], "reason": reason, "stuck": stuck})
    s["last"] = {"duel": s["duel"], "totals": t, "winner": winner, "reason": reason,
                 "owner": s["owner"][:], "power": s["power"][:], "field": s["field"][:],
                 "stuck": stuck}
    n = s["nuggets"]
    if max(n) >= s["target"] or s["duel"] >= max_duels(s["target"]):
        s["phase"], s["actor"] = "over", None
        w = None if n[0] == n[1] else (FIRE if n[0] > n[1] else ICE)
        events.append({"type": "MatchEnded", "winner": w, "nuggets": n[:]})
        return
    s["duel"] += 1
    s["lead"] = FIRE if winner is None else 1 - winner
    later = []
    begin_duel(s, later)
    events.append({"type": "NewDuel", "duel": s["duel"], "lead": s["lead"],
                   "phase": s["phase"]})
    events.extend(later)


def end_solo(s, t, reason, events):
    you = s["solo_you"]
    opp = 1 - you
    left = sum(1 for o in s["owner"] if o == opp)
    res = {"you": t[you], "opp": t[opp], "left": left, "difficulty": s["solo_difficulty"],
           "you_seat": you, "reason": reason}
    if left >= 5:
        res.update(bonus=None, opp_final=None, win=False, draw=False, auto_loss=True,
                   margin=None)
    else:
        bonus = SOLO_BONUS[s["solo_difficulty"]][left]
        final = t[opp] + bonus
        res.update(bonus=bonus, opp_final=final, win=t[you] > final, draw=t[you] == final,
                   auto_loss=False, margin=t[you] - final)
    s["solo"] = res
    winner = you if res["win"] else (None if res["draw"] else opp)
    stuck = s["actor"] if reason == "no_move" else None
    s["last"] = {"duel": 1, "totals": t, "winner": winner, "reason": reason,
                 "owner": s["owner"][:], "power": s["power"][:], "field": s["field"][:],
                 "stuck": stuck}
    events.append({"type": "DuelEnded", "duel": 1, "totals": t[:], "winner": winner,
                   "nuggets": s["nuggets"][:], "reason": reason, "stuck": stuck})
    events.append(dict(res, type="SoloEnded"))
    s["phase"], s["actor"] = "over", None
