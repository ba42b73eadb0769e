"""Chevaliers et Dragons on screen: the board, the setup, two moves a turn and the combat show.

What is drawn lags behind the rules on purpose: `self.shown` holds the board as the children see it.
Each rule event becomes a *step*: a function run once the tweens of the step before are over, which
queues its own tweens and updates `shown`. Steps rather than one long timeline because the show may
stop half-way: with the count_first option the children must click a fight's total before the show
goes on, and nobody knows how long that takes. While steps are waiting or a question is open the
scene is busy(): input on the board, the computer players and the end screen all wait.

Who is asked the total (count_first): the totals of the sides played by people, and only those. Two
children at one computer are each asked their own pawn's total (the attacker's side first); a child
against the computer is asked its own total and watches the computer's being counted; a game between
two computers never stops. Each roll is asked again after "as many" (a re-roll), as the children
count the new dice.
"""
import math
import random
from collections import deque

import pygame

from engine import assets, sound
from engine.anim import Tween, back_out, ease_in_out, ease_out, lerp, lerp2, shake_offset
from engine.i18n import tr
from engine.play import PlayScene
from engine.ui import text, theme
from engine.ui.widgets import Button, Group
from games.chevaliers_dragons import view
from games.chevaliers_dragons.rules import CAMP_SQUARES, SETUP_ACTION_LIMIT
from games.chevaliers_dragons.view import DRAGONS, PRINCE, SEAT_COLOR

K = "chevaliers-dragons."
UI = "chevaliers-dragons.ui."
FLASH_GAP = 0.34    # seconds on screen between two lights (pips, dice faces): under 3 a second


class NumberButton(Button):
    """A big number for the children's answer: the digit and, under it, as many small dots."""

    def __init__(self, n, action):
        super().__init__(action, label=str(n), raw=True, name=f"number:{n}", color=theme.PAPER,
                         text_color=theme.INK)
        self.n = n
        self.wrong = False
        self.offset = 0

    def draw(self, surface):
        if not self.visible:
            return
        r = self.rect.move(int(self.offset), 0)
        radius = max(8, r.height // 5)
        pygame.draw.rect(surface, (0, 0, 0), r.move(4, 6), border_radius=radius)
        fill = (205, 200, 190) if self.wrong else (theme.WHITE if self.hover else theme.PAPER)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, theme.INK, r, max(3, r.height // 30), border_radius=radius)
        ink = (130, 126, 120) if self.wrong else theme.INK
        text.draw(surface, str(self.n), int(r.height * 0.55), ink, bold=True,
                  center=(r.centerx, r.y + int(r.height * 0.40)))
        # the quantity as dots, in two rows of up to four
        d = max(3, min(r.width // 11, r.height // 14))
        for i in range(self.n):
            row, col = divmod(i, 4)
            in_row = min(4, self.n - row * 4)
            x = r.centerx + int((col - (in_row - 1) / 2) * d * 2.4)
            y = r.y + int(r.height * 0.74) + row * int(d * 2.4)
            pygame.draw.circle(surface, ink, (x, y), d)


class ChevaliersDragonsScene(PlayScene):
    # The children look at the board and the side panel; the grown-ups' move log stays narrow.
    log_share = 0.14
    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)  # looks only: never touches the rules
        self.steps = deque()
        self.question = None
        self.fight = None
        super().__init__(app, match)
        self.clock = 0.0
        self._sfx_at = None
        self._legal = (None, [])
        self.build_buttons()
        self.reset_view()
        if self.state["phase"] == "setup" and not match.actions:
            seat = self.state["side"]
            self.step(lambda: self.turn_banner(seat))

    # --- the shown board -------------------------------------------------------------------------
    def reset_view(self):
        st = self.state
        self.shown = {"board": list(st["board"]), "objectives": dict(st["objectives"]),
                      "taken": [list(t) for t in st["taken"]],
                      "actor": st["side"] if st["phase"] != "over" else None, "moves": st["moves"],
                      "moved": list(st["moved"])}
        self.hidden = set()        # squares whose pawn a tween draws instead
        self.hidden_obj = set()    # squares whose objective a tween draws instead
        self.lunge = None          # (sq, towards, amount): an attacker stepping at its enemy
        self.selected = None
        self.drag = None
        self.note = None           # (locale key, until): a short hint in the prompt line
        self.toast = None          # (text, seat, until): a line over the board (objective taken)
        self.steps.clear()
        self.question = None
        self.fight = None
        self.log_hold = False      # the move log keeps a fight's result until the show is over
        if hasattr(self, "pad"):
            self.sync_pad()

    def sync_to(self, st):
        self.shown.update(board=list(st["board"]), objectives=dict(st["objectives"]),
                          taken=[list(t) for t in st["taken"]], actor=st["side"] if st["phase"] != "over" else None,
                          moves=st["moves"], moved=list(st["moved"]))
        self.hidden.clear()
        self.hidden_obj.clear()
        self.lunge = None
        self.log_hold = False

    # --- buttons ---------------------------------------------------------------------------------
    def build_buttons(self):
        g = Group()
        self.ready_btn = g.add(Button(lambda: self.submit(["ready"]), icon="ui/tick",
                                      color=theme.BUTTON_GO, name="ready", key=pygame.K_RETURN))
        self.end_btn = g.add(Button(self.end_turn, icon="ui/tick", color=theme.BUTTON_GO,
                                    name="end", key=pygame.K_RETURN))
        self.random_btn = g.add(Button(lambda: self.submit(["random"]), icon="ui/random",
                                       name="random"))
        self.buttons = g
        pad = Group()
        for n in range(1, 9):
            pad.add(NumberButton(n, lambda n=n: self.answer(n)))
        self.pad = pad

    def end_turn(self):
        self.selected = None
        self.submit(["end"])

    def legal(self):
        """The legal actions now, worked out once per state (each action, undo or redo brings a
        new state object)."""
        st = self.state
        if self._legal[0] is not st:
            self._legal = (st, self.rules.legal_actions(st) if st["phase"] != "over" else [])
        return self._legal[1]

    def refresh_buttons(self):
        human = self.human_to_act()
        phase = self.state["phase"]
        self.ready_btn.visible = human and phase == "setup"
        self.random_btn.visible = human and phase == "setup" and ["random"] in self.legal()
        self.end_btn.visible = human and phase == "play"
        for b in self.buttons.buttons:
            b.selected = self.hint == [b.name] and human

    def sync_pad(self):
        q = self.question
        for b in self.pad.buttons:
            b.visible = q is not None
            b.wrong = q is not None and b.n in q["wrong"]
            b.enabled = not b.wrong

    # --- layout ----------------------------------------------------------------------------------
    def layout_board(self, rect):
        self.g = view.Geometry(rect, self.s, self.state["count_first"])
        g = self.g
        self._warm = True
        self.ready_btn.rect = g.tick.copy()
        self.end_btn.rect = g.tick.copy()
        self.random_btn.rect = g.feet.copy()
        for b, r in zip(self.pad.buttons, g.pad_buttons):
            b.rect = r.copy()
        self.sync_pad()

    # --- steps: the show, one event after the other ----------------------------------------------
    def step(self, fn):
        self.steps.append(fn)

    def pump(self):
        while self.steps and not self.playing() and self.question is None:
            self.steps.popleft()()

    def playing(self):
        """A blocking tween still to finish (at instant speed they finish as they are added)."""
        return any(tw.blocking and not tw.done for tw in self.timeline.tweens)

    def busy(self):
        return super().busy() or bool(self.steps) or self.question is not None

    def tween(self, duration, tag, data=None, delay=0.0, on_start=None, on_done=None,
              blocking=True, ease=ease_out):
        return self.timeline.add(Tween(duration, delay=delay, tag=tag, data=data or {},
                                       on_start=on_start, on_done=on_done, blocking=blocking,
                                       ease=ease))

    def sfx(self, name, volume=1.0):
        # At instant speed a whole fight happens in one frame: one sound per frame, not a din.
        if self.timeline.speed == 0:
            if self._sfx_at == self.clock:
                return
            self._sfx_at = self.clock
        sound.play(name, volume)

    def flash_gap(self):
        """Timeline seconds between two lights, so that whatever the speed setting there are
        never more than 3 a second on screen (the timeline runs `speed` times slower)."""
        speed = self.timeline.speed
        return max(0.45, FLASH_GAP / speed) if speed else 0.45

    def active(self, tag):
        return [tw for tw in self.timeline.tweens if tw.tag == tag and tw.active]

    def on_events(self, events, before, after):
        self.selected = None
        self.drag = None
        self._fought = False
        if any(e["type"] == "CombatStarted" for e in events):
            self.log_hold = True
        for e in events:
            handler = getattr(self, "anim_" + e["type"], None)
            if handler:
                handler(e, before, after)
        # Whatever the events said, the shown board ends equal to the rules' board.
        self.step(lambda: self.sync_to(after))
        self.pump()

    # --- setup -----------------------------------------------------------------------------------
    def item_at(self, sq):
        k = self.shown["board"][sq]
        if k is not None:
            return ("pawn", k)
        for name, where in self.shown["objectives"].items():
            if where == sq:
                return ("obj", name)
        return None

    def put_item(self, sq, item):
        if item is None:
            return
        if item[0] == "obj":
            self.shown["objectives"][item[1]] = sq
        else:
            self.shown["board"][sq] = item[1]

    def anim_SetupSwapped(self, e, before, after):
        a, b = e["a"], e["b"]

        def go():
            ia, ib = self.item_at(a), self.item_at(b)
            for sq in (a, b):
                self.shown["board"][sq] = None
            self.put_item(b, ia)
            self.put_item(a, ib)
            self.hidden.update((a, b))
            self.hidden_obj.update((a, b))
            self.sfx("place", 0.7)

            def land(_tw):
                self.hidden.difference_update((a, b))
                self.hidden_obj.difference_update((a, b))
            self.tween(0.35, "slide", {"items": [(ia, a, b), (ib, b, a)]}, ease=ease_in_out,
                       on_done=land)
        self.step(go)

    def anim_SetupShuffled(self, e, before, after):
        seat = e["seat"]
        objs = dict(e["objectives"])
        pawns = {int(k): v for k, v in e["pawns"].items()}

        def go():
            for sq, kind in pawns.items():
                self.shown["board"][sq] = kind
            for name, sq in objs.items():
                self.shown["objectives"][name] = sq
                self.shown["board"][sq] = None
            self.sfx("roll", 0.7)
            self.tween(0.45, "hop", {"squares": list(CAMP_SQUARES[seat])}, ease=back_out)
        self.step(go)

    def anim_SetupReady(self, e, before, after):
        if e["seat"] == PRINCE:
            self.step(lambda: self.turn_banner(DRAGONS))

    # --- turns -----------------------------------------------------------------------------------
    def turn_banner(self, seat):
        self.shown["actor"] = seat
        self.shown["moves"] = 0
        self.shown["moved"] = []
        self.sfx("turn")
        self.tween(1.15, "banner", {"seat": seat}, ease=lambda t: t)

    def anim_TurnStarted(self, e, before, after):
        seat = e["seat"]
        self.step(lambda: self.turn_banner(seat))

    def anim_PawnMoved(self, e, before, after):
        src, dst, kind = e["from"], e["to"], e["kind"]
        fought = self._fought

        def go():
            if not fought:
                self.shown["moves"] += 1
            # a winner of a fight goes on from where it leant at its enemy
            lean = self.lunge[2] if self.lunge and self.lunge[0] == src else 0.0
            self.lunge = None
            self.shown["board"][src] = None
            self.hidden.add(dst)
            self.sfx("place", 0.8)

            def land(_tw):
                self.shown["board"][dst] = kind
                self.hidden.discard(dst)
                self.shown["moved"].append(dst)
            self.tween(0.3 if not fought else 0.25, "slide",
                       {"items": [(("pawn", kind), src, dst)], "from": lean}, ease=ease_in_out,
                       on_done=land)
        self.step(go)

    def anim_PawnEliminated(self, e, before, after):
        sq, kind = e["sq"], e["kind"]

        def go():
            self.shown["board"][sq] = None
            if self.lunge and self.lunge[0] == sq:
                self.lunge = None
            self.tween(0.5, "vanish", {"sq": sq, "kind": kind})
        self.step(go)

    def anim_ObjectiveTaken(self, e, before, after):
        seat, obj, sq = e["seat"], e["objective"], e["sq"]

        def go():
            self.shown["objectives"][obj] = None
            self.hidden_obj.discard(sq)
            self.sfx("capture")
            self.toast = (tr(K + "taken." + obj), seat, self.clock + 3.0)
            slot = view.WANTS[seat].index(obj)

            def land(_tw):
                if obj not in self.shown["taken"][seat]:
                    self.shown["taken"][seat].append(obj)
            self.tween(1.0, "fly", {"obj": obj, "sq": sq, "seat": seat, "slot": slot},
                       ease=ease_in_out, on_done=land)
        self.step(go)

    # --- the combat show -------------------------------------------------------------------------
    def anim_CombatStarted(self, e, before, after):
        self._fought = True
        att, dfd = e["attacker_seat"], e["defender_seat"]
        src, dst = e["from"], e["to"]
        fight = {"attacker": att, "from": src, "to": dst, "result": None, "sign": None,
                 "caption": tr(K + "combat.title"), "rolling": False, "asking": None,
                 "sides": {att: {"kind": e["attacker"], "bonus": e["attacker_bonus"],
                                 "die": None, "count": 0, "total": None},
                           dfd: {"kind": e["defender"], "bonus": e["defender_bonus"],
                                 "die": None, "count": 0, "total": None}}}

        def lunge():
            self.shown["moves"] += 1
            self.sfx("combat")
            self.tween(0.4, "lunge", {"sq": src, "to": dst},
                       on_done=lambda tw: setattr(self, "lunge", (src, dst, 0.35)))

        def open_stage():
            self.fight = fight
            self.tween(0.35, "stage")
        self.step(lunge)
        self.step(open_stage)

    def anim_CombatRoll(self, e, before, after):
        def roll():
            f = self.fight
            att = f["attacker"]
            dice = {att: e["attacker_die"], 1 - att: e["defender_die"]}
            for side in f["sides"].values():
                side.update(die=None, count=0, total=None)
            f.update(result=None, sign=None, rolling=True, caption=tr(K + "combat.title"))
            self.sfx("roll")
            spins = {seat: self.fx_rng.choice((-1, 1)) * self.fx_rng.uniform(300, 540)
                     for seat in (PRINCE, DRAGONS)}
            starts = {seat: [self.fx_rng.randint(1, 6) for _ in range(4)]
                      for seat in (PRINCE, DRAGONS)}

            def land(_tw):
                f["rolling"] = False
                for seat, v in dice.items():
                    f["sides"][seat]["die"] = v
            gap = self.flash_gap()
            self.tween(max(1.0, 3 * gap), "roll", {"spins": spins, "faces": starts, "gap": gap},
                       ease=lambda t: t, on_done=land)
        self.step(roll)
        for who in ("attacker", "defender"):
            self.step(lambda who=who: self.ask_or_count(who))
        self.step(self.compare)

    def ask_or_count(self, who):
        f = self.fight
        seat = f["attacker"] if who == "attacker" else 1 - f["attacker"]
        side = f["sides"][seat]
        total = side["die"] + side["bonus"]
        if self.state["count_first"] and self.match.is_human(seat):
            f["asking"] = seat
            f["caption"] = tr(K + "combat.question")
            self.question = {"seat": seat, "answer": total, "wrong": set()}
            self.sync_pad()
            self.step_front(lambda: self.count(seat))
            return
        self.count(seat)

    def step_front(self, fn):
        self.steps.appendleft(fn)

    def answer(self, n):
        q = self.question
        if q is None:
            return
        f = self.fight
        if n != q["answer"]:
            q["wrong"].add(n)
            self.sync_pad()
            if f is not None:
                f["caption"] = tr(K + "combat.try_again")
            sound.play("error", 0.25)
            self.tween(0.45, "wobble", {"n": n}, blocking=False, ease=lambda t: t)
            return
        sound.play("nugget")
        if f is not None:
            f["caption"] = tr(K + "combat.right", n=n)
            f["asking"] = None
        self.question = None
        self.sync_pad()
        self.app.dirty = True
        self.pump()

    def count(self, seat):
        """The die's pips light up one by one, then the bonus dots join: one tone per dot."""
        f = self.fight
        side = f["sides"][seat]
        total = side["die"] + side["bonus"]
        gap = self.flash_gap()
        for k in range(1, total + 1):
            def tick(_tw, k=k):
                side["count"] = k
                self.sfx(f"count-{min(12, k)}", 0.8)
            # the first light waits one gap too: the die has only just landed
            self.tween(gap, "count", {"seat": seat}, delay=k * gap, on_start=tick,
                       ease=lambda t: t)

        def done(_tw):
            side["total"] = total
        self.tween(gap * 0.6, "counted", delay=(total + 1) * gap, on_done=done)

    def compare(self):
        f = self.fight
        att = f["attacker"]
        a, d = f["sides"][att]["total"], f["sides"][1 - att]["total"]
        left, right = f["sides"][PRINCE]["total"], f["sides"][DRAGONS]["total"]
        f["sign"] = "=" if left == right else (">" if left > right else "<")
        if a == d:
            f["caption"] = tr(K + "combat.same")
            f["result"] = "tie"
            self.sfx("draw", 0.6)
            self.tween(1.4, "tie")
        else:
            key = "combat.more.sentence" if a > d else "combat.fewer.sentence"
            f["caption"] = tr(K + key, a=a, d=d)
            self.tween(1.2, "compare")

    def anim_CombatEnded(self, e, before, after):
        winner = e["winner_seat"]

        def result():
            f = self.fight
            f["result"] = winner
            f["caption"] = tr(K + ("combat.attacker_wins" if e["attacker_won"]
                                   else "combat.defender_wins"))
            self.sfx("elim-fire" if winner == DRAGONS else "combat")
            self.tween(1.3, "result", {"winner": winner}, ease=lambda t: t)

        def close():
            self.fight = None
        self.step(result)
        self.step(close)

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event):
        if self.question is not None and self.app.stack.top is self:
            if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_8:
                self.answer(event.key - pygame.K_0)
                return
            if event.type == pygame.KEYDOWN and pygame.K_KP1 <= event.key <= pygame.K_KP8:
                self.answer(event.key - pygame.K_KP1 + 1)
                return
            if self.pad.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                (self.selected is not None or self.drag is not None):
            self.selected = None
            self.drag = None
            return
        super().handle(event)

    def selectable(self, sq):
        st = self.state
        seat = st["side"]
        if st["phase"] == "setup":
            return (sq in CAMP_SQUARES[seat] and
                    st["setup_actions"][seat] < SETUP_ACTION_LIMIT)
        if st["phase"] == "play":
            k = st["board"][sq]
            return k is not None and view.SIDE[k] == seat and sq not in st["moved"]
        return False

    def action_for(self, a, b):
        st = self.state
        if st["phase"] == "setup":
            act = ["swap", min(a, b), max(a, b)]
        else:
            act = ["move", a, b]
        return act if act in self.legal() else None

    def targets(self, sq):
        if sq is None:
            return []
        st = self.state
        if st["phase"] == "setup":
            return [b for act in self.legal() if act[0] == "swap" and sq in act[1:]
                    for b in act[1:] if b != sq]
        return [act[2] for act in self.legal() if act[0] == "move" and act[1] == sq]

    def handle_board(self, event):
        self.refresh_buttons()
        if self.buttons.handle(event):
            return
        g = self.g
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sq = g.square_at(event.pos)
            if sq is None:
                self.selected = None
                return
            if self.selected is not None and sq != self.selected:
                act = self.action_for(self.selected, sq)
                if act is not None:
                    self.selected = None
                    self.submit(act)
                    return
            if self.selectable(sq):
                self.drag = {"from": sq, "pos": event.pos, "moved": False,
                             "was": self.selected == sq}
                self.selected = sq
                return
            self.refuse(sq)
            self.selected = None
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            if math.dist(event.pos, g.square_center(self.drag["from"])) > g.cell * 0.3:
                self.drag["moved"] = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            if drag["moved"]:
                sq = g.square_at(event.pos)
                if sq is not None and sq != drag["from"]:
                    act = self.action_for(drag["from"], sq)
                    if act is not None:
                        self.selected = None
                        self.submit(act)
                        return
                    self.refuse(sq)
            elif drag["was"]:
                self.selected = None   # a second click on the chosen pawn puts it down

    def refuse(self, sq):
        """A click that cannot do anything: say why when it helps."""
        st = self.state
        if st["phase"] == "play":
            k = st["board"][sq]
            if k is not None and view.SIDE[k] == st["side"] and sq in st["moved"]:
                self.note = (K + "prompt.move.already", self.clock + 2.5)
                sound.play("error", 0.4)
                return
        if self.selected is not None:
            sound.play("error", 0.4)
        elif st["phase"] == "setup" and st["setup_actions"][st["side"]] >= SETUP_ACTION_LIMIT:
            self.note = (K + "prompt.setup.limit", self.clock + 2.5)

    # --- texts -----------------------------------------------------------------------------------
    def prompt(self):
        st = self.state
        if self.note and self.clock < self.note[1]:
            return tr(self.note[0])
        if st["phase"] == "setup":
            if st["setup_actions"][st["side"]] >= SETUP_ACTION_LIMIT:
                return tr(K + "prompt.setup.limit")
            if self.selected is not None:
                return tr(K + "prompt.setup.help")
            return tr(K + "prompt.setup")
        if st["phase"] == "play":
            if self.selected is not None:
                return tr(K + "prompt.move.help")
            if st["moves"] == 1:
                return tr(K + "prompt.move.one_more")
            return tr(K + "prompt.move")
        return ""

    def on_hint(self, action):
        self.hint = action

    def end_lines(self):
        st = self.state
        lines = []
        if st["end_reason"] == "limit":
            lines.append(tr(K + "draw.limit"))
        elif st["winner"] is not None and st["end_reason"]:
            lines.append(tr(K + f"win.{st['winner']}.{st['end_reason']}"))
        for seat in (PRINCE, DRAGONS):
            took = [tr(UI + "obj." + o) for o in st["taken"][seat]]
            if not took:
                lines.append(tr(UI + f"end.none.{seat}"))
            else:
                things = took[0] if len(took) == 1 else tr(UI + "and", a=took[0], b=took[1])
                lines.append(tr(UI + f"end.took.{seat}", things=things))
        return lines

    # --- frames ----------------------------------------------------------------------------------
    def update(self, dt):
        self.clock += dt
        self.timeline.update(dt)
        self.pump()
        super().update(0.0)
        for tw in self.timeline.tweens:
            if tw.tag == "wobble":
                b = self.pad.buttons[tw.data["n"] - 1]
                b.offset = shake_offset(tw.raw, self.s(12), cycles=3)
        if not self.find_wobble():
            for b in self.pad.buttons:
                b.offset = 0

    def find_wobble(self):
        return any(tw.tag == "wobble" for tw in self.timeline.tweens)

    def animating(self):
        return (super().animating() or bool(self.steps) or self.drag is not None or
                (self.note is not None and self.clock < self.note[1]) or
                (self.toast is not None and self.clock < self.toast[2]))

    def prewarm(self):
        """Rasterise, once per window size, every sprite size the animations ask for, so that no
        frame in the middle of a fight pays for turning SVG into pixels."""
        g = self.g
        version = self.state["version"]
        for kind in view.SIDE:
            name = view.pawn_sprite(kind, version)
            for size in (g.pawn, g.guard, g.fighter, g.lifted):
                assets.sprite(name, (size, size))
            for k in range(0, 9):
                size = assets.quantise(g.pawn * (1 - 0.6 * k / 8), g.pawn)
                assets.sprite(name, (size, size))
            for k in range(0, 9):
                size = assets.quantise(g.fighter * (1 + 0.25 * k / 8), g.fighter)
                assets.sprite(name, (size, size))
        for obj in ("castle", "village", "treasure", "princess"):
            name = view.objective_sprite(obj)
            assets.sprite(name, (g.obj, g.obj))
            assets.sprite(name, (g.lifted, g.lifted))
            for seat in (PRINCE, DRAGONS):
                slot = g.trophy_slot(seat, 0)
                assets.sprite(name, slot.size)
                for k in range(0, 9):
                    size = self.fly_size(k / 8, slot.width)
                    assets.sprite(name, (size, size))
        for face in range(1, 7):
            assets.sprite(view.die_sprite(face), (g.die, g.die))
            for step in range(1, 360 // assets.ROTATION_STEP):
                assets.sprite_rotated(view.die_sprite(face), (g.die, g.die),
                                      step * assets.ROTATION_STEP)
        for seat in (PRINCE, DRAGONS):
            assets.sprite(view.FOOT[seat], (g.feet.height, g.feet.height))
            assets.sprite(view.BANNER[seat], g.banner.size)
            w = int(g.grid.width * 0.62)
            assets.sprite(view.BANNER[seat], (w, w // 3))
            assets.sprite(view.FOOT[seat], (g.cell // 3, g.cell // 3))

    def fly_size(self, t, slot):
        """Size of an objective flying to its side's trophies: it grows, then shrinks to the slot."""
        g = self.g
        big = g.obj * 1.6
        size = lerp(g.obj, big, t / 0.4) if t < 0.4 else lerp(big, slot, (t - 0.4) / 0.6)
        return assets.quantise(size, big)

    # --- drawing ---------------------------------------------------------------------------------

    def backdrop_key(self):
        st = self.state
        return (self.g.key, st["phase"], st["side"], self.log_hold)

    def draw_log(self, surface):
        # The log would tell the fight's result (and the totals the children are counting)
        # before the show: its last line waits until the show is over.
        log = self.match.log
        if self.log_hold and log:
            self.match.log = log[:-1]
        try:
            super().draw_log(surface)
        finally:
            self.match.log = log

    def board_layer(self):
        """The grass, woods, hills, camps and grid lines: drawn once per window size."""
        g, s = self.g, self.s
        if getattr(self, "_layer_key", None) == g.key:
            return self._layer
        cell = g.cell
        layer = pygame.Surface(g.grid.size)
        decor = {d["sq"]: d["kind"] for d in self.entry.info.DECOR}
        for sq in range(view.COLS * view.ROWS):
            r = g.square_rect(sq).move(-g.grid.x, -g.grid.y)
            name = "chevaliers-dragons/" + decor.get(sq, "grass")
            layer.blit(assets.sprite(name, (cell, cell)), r)
        # each army's camp, tinted in its colour
        tint = pygame.Surface((cell, cell), pygame.SRCALPHA)
        for seat in (PRINCE, DRAGONS):
            tint.fill(view.SEAT_TINT[seat])
            for sq in CAMP_SQUARES[seat]:
                layer.blit(tint, g.square_rect(sq).move(-g.grid.x, -g.grid.y))
        lw = max(1, s(2))
        for i in range(1, (9 if g.sideways else 6)):
            x = i * cell
            pygame.draw.line(layer, view.GRID_LINE, (x, 0), (x, g.grid.height - 1), lw)
        for i in range(1, (6 if g.sideways else 9)):
            y = i * cell
            pygame.draw.line(layer, view.GRID_LINE, (0, y), (g.grid.width - 1, y), lw)
        self._layer, self._layer_key = layer, g.key
        return layer

    def draw_static(self, surface):
        g, s = self.g, self.s
        surface.blit(self.board_layer(), g.grid)
        lw = max(1, s(2))
        pygame.draw.rect(surface, theme.INK, g.grid.inflate(2 * lw, 2 * lw), max(2, s(4)))

    def draw_backdrop(self, surface):
        g, s = self.g, self.s
        st = self.state
        # during setup the camp being arranged is framed in its army's colour
        if st["phase"] == "setup":
            seat = st["side"]
            camp = g.square_rect(CAMP_SQUARES[seat][0]).unionall(
                [g.square_rect(q) for q in CAMP_SQUARES[seat]])
            pygame.draw.rect(surface, SEAT_COLOR[seat], camp, max(3, s(8)))
        # the trophy rows: what each side goes for
        for seat in (PRINCE, DRAGONS):
            r = g.trophy_rows[seat]
            pygame.draw.rect(surface, theme.PAPER, r, border_radius=max(4, r.height // 6))
            pygame.draw.rect(surface, SEAT_COLOR[seat], r, max(3, s(6)),
                             border_radius=max(4, r.height // 6))
        if g.trophy_label:
            label = tr(K + "score.label")
            px = text.fit(label, s(28), g.panel.width)
            text.draw(surface, label, px, theme.WHITE, midbottom=g.trophy_label)

    def draw_board(self, surface):
        if self._warm:
            self._warm = False
            self.prewarm()
        self.refresh_buttons()
        if self.fight is None:        # under the stage nothing of the board shows
            self.draw_pieces(surface)
            self.draw_marks(surface)
            self.draw_movers(surface)
        self.draw_panel(surface)
        self.buttons.draw(surface)
        self.draw_button_captions(surface)
        if self.fight is not None:
            self.draw_stage(surface)
        for tw in self.active("banner"):
            self.draw_turn_banner(surface, tw)
        if self.toast is not None and self.clock < self.toast[2] and self.fight is None:
            self.draw_toast(surface)
        if self.drag and self.drag["moved"]:
            item = self.item_at(self.drag["from"])
            if item:
                self.draw_item(surface, item, self.drag["pos"], self.g.lifted)

    def draw_item(self, surface, item, center, size, alpha=255):
        kind, name = item
        sprite = (view.pawn_sprite(name, self.state["version"]) if kind == "pawn"
                  else view.objective_sprite(name))
        view.blit_center(surface, sprite, size, center, alpha)

    def draw_pieces(self, surface):
        g = self.g
        shown = self.shown
        drag_from = self.drag["from"] if self.drag and self.drag["moved"] else None
        hop = {}
        for tw in self.active("hop"):
            for sq in tw.data["squares"]:
                hop[sq] = tw.t
        objs = {sq: name for name, sq in shown["objectives"].items() if sq is not None}
        if self.selected is not None and self.human_to_act():
            # the chosen square lights up under its pawn
            pygame.draw.rect(surface, (255, 236, 140), g.square_rect(self.selected),
                             border_radius=max(4, g.s(16)))
        for sq, name in objs.items():
            if sq in self.hidden_obj or sq == drag_from:
                continue
            size = g.obj
            if sq in hop:
                size = assets.quantise(g.obj * (0.5 + 0.5 * hop[sq]), g.obj)
            if sq == self.selected and shown["board"][sq] is None:
                size = g.lifted
            view.blit_center(surface, view.objective_sprite(name), size, g.square_center(sq))
        lunge = self.lunge
        for tw in self.active("lunge"):
            lunge = (tw.data["sq"], tw.data["to"], 0.35 * tw.t)
        version = self.state["version"]
        for sq, kind in enumerate(shown["board"]):
            if kind is None or sq in self.hidden or sq == drag_from:
                continue
            center = g.square_center(sq)
            size = g.guard if sq in objs else g.pawn
            if sq in objs:
                center = (center[0], center[1] + int(g.cell * 0.08))
            if lunge and lunge[0] == sq:
                center = lerp2(center, g.square_center(lunge[1]), lunge[2])
            if sq in hop:
                size = assets.quantise(size * (0.5 + 0.5 * hop[sq]), size)
            elif sq == self.selected:
                size = g.lifted      # the chosen pawn stands up a little
            view.blit_center(surface, view.pawn_sprite(kind, version), size, center)
        # a small footprint on the pawns that already moved this turn
        if self.shown["actor"] is not None and self.state["phase"] == "play":
            foot = view.FOOT[self.shown["actor"]]
            fs = g.cell // 3
            for sq in shown["moved"]:
                if shown["board"][sq] is None or sq in self.hidden:
                    continue
                r = g.square_rect(sq)
                view.blit_center(surface, foot, fs, (r.right - fs // 2 - 2, r.top + fs // 2 + 2))

    def draw_marks(self, surface):
        """The chosen pawn and where it may go (when highlighting is on), and the hint."""
        g, s = self.g, self.s
        if not self.human_to_act():
            return
        st = self.state
        if self.selected is not None:
            # the chosen square: a thick white frame (the places it may go are yellow)
            r = g.square_rect(self.selected).inflate(s(6), s(6))
            pygame.draw.rect(surface, theme.INK, r, max(6, s(18)), border_radius=max(4, s(18)))
            pygame.draw.rect(surface, theme.WHITE, r.inflate(-s(6), -s(6)), max(4, s(11)),
                             border_radius=max(4, s(15)))
            if self.app.settings["highlight"]:
                board = st["board"]
                for sq in self.targets(self.selected):
                    c = g.square_center(sq)
                    k = board[sq]
                    if st["phase"] == "play" and k is not None:
                        # an enemy: a thick ring in the attacker's colour around it
                        ring = int(g.cell * 0.47)
                        pygame.draw.circle(surface, theme.INK, c, ring, max(4, s(11)))
                        pygame.draw.circle(surface, theme.YELLOW, c, ring, max(3, s(7)))
                    elif st["phase"] == "setup":
                        r = g.square_rect(sq).inflate(-s(8), -s(8))
                        pygame.draw.rect(surface, theme.INK, r, max(5, s(13)),
                                         border_radius=max(4, s(14)))
                        pygame.draw.rect(surface, theme.YELLOW, r.inflate(-s(4), -s(4)),
                                         max(3, s(8)), border_radius=max(4, s(12)))
                    else:
                        view.dot(surface, c, g.cell * 0.17, theme.YELLOW, width=max(2, s(4)))
        h = self.hint
        if isinstance(h, list) and len(h) == 3 and h[0] in ("move", "swap"):
            pulse = 0.5 + 0.5 * math.sin(self.clock * 3)
            width = max(3, int(s(6) + s(4) * pulse))
            for sq in h[1:]:
                pygame.draw.rect(surface, theme.SKY, g.square_rect(sq).inflate(-s(2), -s(2)),
                                 width, border_radius=max(4, s(14)))
            pygame.draw.line(surface, theme.SKY, g.square_center(h[1]), g.square_center(h[2]),
                             max(3, s(8)))

    def draw_movers(self, surface):
        g = self.g
        for tw in self.active("slide"):
            for item, a, b in tw.data["items"]:
                if item is None:
                    continue
                start = tw.data.get("from", 0.0)
                pos = lerp2(g.square_center(a), g.square_center(b), start + (1 - start) * tw.t)
                lift = math.sin(tw.raw * math.pi) * g.cell * 0.15
                self.draw_item(surface, item, (pos[0], pos[1] - lift), g.pawn)
        for tw in self.active("vanish"):
            size = assets.quantise(g.pawn * (1 - 0.6 * tw.t), g.pawn)
            self.draw_item(surface, ("pawn", tw.data["kind"]), g.square_center(tw.data["sq"]),
                           size, int(255 * (1 - tw.raw)))
        for tw in self.active("fly"):
            d = tw.data
            slot = g.trophy_slot(d["seat"], d["slot"])
            start = g.square_center(d["sq"])
            t = tw.t
            pos = start if t < 0.4 else lerp2(start, slot.center, (t - 0.4) / 0.6)
            self.draw_item(surface, ("obj", d["obj"]), pos, self.fly_size(t, slot.width))

    def draw_panel(self, surface):
        g = self.g
        actor = self.shown["actor"]
        if actor is not None:
            img = assets.sprite(view.BANNER[actor], g.banner.size)
            surface.blit(img, img.get_rect(center=g.banner.center))
        st = self.state
        if st["phase"] == "play" and actor is not None and not any(self.active("banner")):
            r = g.feet
            size = min(r.height, (r.width - g.s(10)) // 2)
            left = 2 - self.shown["moves"]
            for i in range(2):
                c = (r.centerx + int((i - 0.5) * (size + g.s(10))), r.centery)
                view.blit_center(surface, view.FOOT[actor], size, c, 255 if i < left else 55)
        for seat in (PRINCE, DRAGONS):
            for i, obj in enumerate(view.WANTS[seat]):
                slot = g.trophy_slot(seat, i)
                taken = obj in self.shown["taken"][seat]
                img = assets.sprite(view.objective_sprite(obj), slot.size)
                assets.blit_alpha(surface, img, img.get_rect(center=slot.center),
                                  255 if taken else 105)

    def draw_button_captions(self, surface):
        g, s = self.g, self.s
        if g.panel_below:
            return
        for b, key in ((self.ready_btn, "button.ready"), (self.end_btn, "button.end"),
                       (self.random_btn, "button.random")):
            if b.visible:
                label = tr(K + key)
                px = text.fit(label, s(28), b.rect.width, bold=True)
                text.draw(surface, label, px, theme.WHITE, bold=True,
                          midtop=(b.rect.centerx, b.rect.bottom + s(8)))

    def draw_turn_banner(self, surface, tw):
        g = self.g
        seat = tw.data["seat"]
        w = int(g.grid.width * 0.62)
        h = w // 3
        raw = tw.raw
        mid = g.grid.centerx - w // 2
        off = g.grid.width // 2 + w // 2
        side = -1 if seat == PRINCE else 1
        if raw < 0.25:
            x = mid + side * off * (1 - ease_out(raw / 0.25))
        elif raw > 0.8:
            x = mid - side * off * ease_in_out((raw - 0.8) / 0.2)
        else:
            x = mid
        r = pygame.Rect(int(x), g.grid.centery - h // 2, w, h)
        clip = surface.get_clip()
        surface.set_clip(g.grid)
        surface.blit(assets.sprite(view.BANNER[seat], (w, h)), r)
        label = tr(K + f"seat.{seat}")
        box = pygame.Rect(r.x + w * 100 // 300, r.y + h * 26 // 100, w * 155 // 300, h * 48 // 100)
        px = text.fit(label, int(box.height * 0.62), box.width, bold=True)
        view.outlined(surface, label, px, theme.WHITE, center=box.center)
        surface.set_clip(clip)

    def draw_toast(self, surface):
        g, s = self.g, self.s
        msg, seat, _ = self.toast
        px = text.fit(msg, s(44), g.grid.width - s(60), bold=True)
        surf = text.render(msg, px, theme.WHITE, True)
        r = surf.get_rect(center=(g.grid.centerx, g.grid.bottom - g.cell // 2))
        box = r.inflate(s(40), s(20))
        pygame.draw.rect(surface, SEAT_COLOR[seat], box, border_radius=box.height // 3)
        pygame.draw.rect(surface, theme.INK, box, 3, border_radius=box.height // 3)
        view.outlined(surface, msg, px, theme.WHITE, center=r.center)

    # --- the fight on stage ----------------------------------------------------------------------
    def draw_stage(self, surface):
        g, s = self.g, self.s
        f = self.fight
        surface.blit(self.stage_layer(), g.stage)
        # the caption, for the grown-ups reading along
        px = text.fit(f["caption"], int(g.title.height * 0.62), g.title.width - s(40), bold=True)
        text.draw(surface, f["caption"], px, theme.INK, bold=True, center=g.title.center)
        att = f["attacker"]
        # who attacks whom: an arrow in the attacker's colour above the towers
        band = g.arrow_band
        a0 = band.left + s(10) if att == PRINCE else band.right - s(10)
        a1 = band.right - s(30) if att == PRINCE else band.left + s(30)
        view.arrow(surface, (a0, band.centery), (a1, band.centery), SEAT_COLOR[att],
                   max(4, band.height // 4))
        for seat in (PRINCE, DRAGONS):
            self.draw_fighter(surface, seat)
        self.draw_towers(surface)
        if self.question is not None:
            self.pad.draw(surface)

    def stage_layer(self):
        """The stage's paper card, drawn once per window size (big rounded rectangles cost a few
        milliseconds a frame at 3840x2160); its corners are see-through by colour key."""
        g, s = self.g, self.s
        if getattr(self, "_stage_key", None) != g.key:
            st = g.stage
            key = (255, 0, 255)
            layer = pygame.Surface(st.size)
            layer.fill(key)
            r = layer.get_rect()
            pygame.draw.rect(layer, theme.PAPER, r, border_radius=s(24))
            pygame.draw.rect(layer, theme.INK, r, max(3, s(5)), border_radius=s(24))
            layer.set_colorkey(key, pygame.RLEACCEL)
            self._stage, self._stage_key = layer, g.key
        return self._stage

    def draw_fighter(self, surface, seat):
        g, s = self.g, self.s
        f = self.fight
        side = f["sides"][seat]
        col = g.cols[seat]
        version = self.state["version"]
        fr = g.fighter_rect[seat]
        if f.get("asking") == seat:
            pygame.draw.rect(surface, SEAT_COLOR[seat], col.inflate(-s(4), 0), max(4, s(10)),
                             border_radius=s(20))
        alpha, size = 255, g.fighter
        result = f["result"]
        for tw in self.active("result"):
            if result == seat:
                size = assets.quantise(g.fighter * (1 + 0.25 * math.sin(min(1, tw.raw * 2)
                                                                         * math.pi)), g.fighter)
            elif result in (PRINCE, DRAGONS):
                alpha = int(255 * (1 - 0.7 * min(1, tw.raw * 1.5)))
        if result in (PRINCE, DRAGONS) and result != seat and not self.active("result"):
            alpha = 75
        view.blit_center(surface, view.pawn_sprite(side["kind"], version), size, fr.center, alpha)
        if result in (PRINCE, DRAGONS) and result != seat:
            view.blit_center(surface, "ui/cross", g.fighter * 0.7, fr.center, 230)
        # the die (tumbling while it rolls), then "+" and the bonus dots
        die = g.die_rect(seat)
        rolls = self.active("roll")
        count = side["count"]
        if rolls:
            tw = rolls[0]
            n = int(tw.elapsed / tw.data["gap"])
            face = tw.data["faces"][seat][n % 4]
            jump = abs(math.sin(tw.raw * math.pi * 3)) * g.die * 0.25 * (1 - tw.raw)
            view.blit_center(surface, view.die_sprite(face), g.die,
                             (die.centerx, die.centery - jump),
                             angle=tw.data["spins"][seat] * (1 - tw.t))
        elif not side["die"]:
            # the die is still to come: an empty place for it
            pygame.draw.rect(surface, (214, 205, 186), die.inflate(-g.die // 10, -g.die // 10),
                             max(3, s(6)), border_radius=g.die // 6)
        else:
            face = side["die"]
            view.blit_center(surface, view.die_sprite(face), g.die, die.center)
            lit = min(count, face)
            pr = max(3, g.die * view.PIP_R // 100)
            for i in range(lit):
                c = g.pip_center(seat, face, i)
                pygame.draw.circle(surface, SEAT_COLOR[seat], c, pr + max(2, pr // 3))
                pygame.draw.circle(surface, theme.YELLOW, c, pr + max(2, pr // 3), max(2, pr // 2))
        bonus = side["bonus"]
        if bonus:
            px = int(g.die * 0.42)
            plus_x = die.right + int(g.bonus_dot * 0.55)
            text.draw(surface, "+", px, theme.INK, bold=True, center=(plus_x, die.centery))
            for i in range(bonus):
                c = g.bonus_centers[seat][i]
                c = (c[0] + int(g.bonus_dot * 0.4), c[1])
                lit = side["die"] is not None and count > side["die"] + i
                view.dot(surface, c, g.bonus_dot // 2, theme.YELLOW if lit else (255, 248, 236),
                         width=max(2, g.bonus_dot // 7))

    def draw_towers(self, surface):
        g, s = self.g, self.s
        f = self.fight
        r = max(3, int(g.pitch * 0.42))
        for seat in (PRINCE, DRAGONS):
            side = f["sides"][seat]
            die = side["die"] or 0
            tr_ = g.tower_rect(seat)
            base = pygame.Rect(tr_.x - s(14), g.tower_base, tr_.width + s(28), max(3, s(6)))
            pygame.draw.rect(surface, theme.INK, base)
            for i in range(side["count"]):
                c = g.tower_dot(seat, i)
                if i < die:
                    view.dot(surface, c, r, SEAT_COLOR[seat])
                else:
                    view.dot(surface, c, r, (255, 248, 236))
            if side["total"] is not None:
                n = str(side["total"])
                px = int((g.label_y - g.tower_base) * 1.6)
                text.draw(surface, n, max(12, px), SEAT_COLOR[seat], bold=True,
                          center=(g.tower_x[seat], g.label_y))
            if f["result"] == seat:
                top = g.tower_dot(seat, max(0, side["count"] - 1))
                view.blit_center(surface, "ui/star", g.pitch * 1.3, (top[0], top[1] - g.pitch))
        if f["sign"]:
            px = int(g.pitch * 2.2)
            x, y = g.sign_center
            hi = max(f["sides"][PRINCE]["count"], f["sides"][DRAGONS]["count"])
            y = g.tower_base - int(g.pitch * max(1.0, hi / 2))
            view.outlined(surface, f["sign"], px, theme.YELLOW, center=(x, y))


SCENE = ChevaliersDragonsScene
