"""Dragons Arena on screen: the arena, the two species' panels, input and animations.

What is drawn lags behind the rules on purpose: `self.shown` holds the arena as the players see it,
and each rule event becomes a tween that updates `shown` when it ends. So the dice tumble, slide and
burst in the order things happened, and input waits until the show is over.
"""
import math
import random

import pygame

from engine import assets, sound
from engine.anim import Tween, back_out, bounce_out, ease_in_out, ease_out, lerp2, shake_offset
from engine.i18n import tr
from engine.play import PlayScene
from engine.ui import text, theme
from engine.ui.widgets import Button, Group
from games.dragons_arena import view
from games.dragons_arena.view import FIRE, ICE, SEAT_COLOR, SPECIES

SHAKE_MIN = 250          # pixels of mouse travel before a press on the lid counts as a shake


class DragonsArenaScene(PlayScene):
    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)  # looks only: never touches the rules
        super().__init__(app, match)
        self.clock = 0.0
        self.selected = None        # a square, or ("hand", index) in the placing phase
        self.element_mode = False
        self.element_src = None
        self.element_target = None
        self.picker = None          # square whose power is being changed
        self.drag = None
        self.shaking = None
        self.draft = None           # the powers being chosen in secret (big / free)
        self.count_totals = None
        self.build_buttons()
        self.reset_view()

    # --- view model -------------------------------------------------------------------------------
    def reset_view(self):
        s = self.state
        self.shown = {"owner": list(s["owner"]), "power": list(s["power"]),
                      "field": list(s["field"]), "nuggets": list(s["nuggets"]),
                      "lid": 1.0 if s["phase"] == "shake" else 0.0}
        self.selected = self.picker = self.element_src = self.element_target = None
        self.element_mode = False
        self.drag = None
        self.draft = None
        self.count_totals = None
        if getattr(self, "shaking", None):
            sound.stop(self.shaking.get("channel"))
        self.shaking = None

    def viewer(self):
        """Whose eyes the panels are drawn for: the person to act, else the only person."""
        who = self.match.actor()
        if who is not None and who >= 0 and self.match.is_human(who):
            return who
        humans = self.match.humans()
        return humans[0] if len(humans) == 1 else None

    def visible_hands(self):
        v = self.viewer()
        obs = self.rules.observation(self.state, v) if v is not None else self.state
        if v is None and self.state["phase"] == "powers":
            obs = self.rules.observation(self.state, -1)
        return obs["hands"]

    # --- buttons ----------------------------------------------------------------------------------
    def build_buttons(self):
        g = Group()
        self.shake_btn = g.add(Button(self.press_shake, icon="ui/dice", label="dragons-arena.ui.shake",
                                      color=theme.BUTTON_GO, name="shake"))
        self.roll_btn = g.add(Button(lambda: self.submit(["roll"]), icon="ui/dice",
                                     label="dragons-arena.ui.roll", color=theme.BUTTON_GO,
                                     name="roll"))
        self.confirm_btn = g.add(Button(self.confirm_powers, icon="ui/tick",
                                        color=theme.BUTTON_GO, name="confirm"))
        self.random_btn = g.add(Button(self.random_powers, icon="ui/random", name="random-powers"))
        self.element_btn = g.add(Button(self.toggle_element, name="element"))
        self.split_btns = [g.add(Button(lambda a=a: self.submit(["split", a, 7 - a]),
                                        name=f"split:{a}", color=theme.PAPER)) for a in (1, 2, 3)]
        self.buttons = g

    def press_shake(self):
        if self.human_to_act() and self.state["phase"] == "shake":
            self.shake_strength = 900
            self.submit(["shake"])

    def toggle_element(self):
        self.element_mode = not self.element_mode
        self.selected = self.picker = self.element_src = self.element_target = None

    def legal(self):
        return self.rules.legal_actions(self.state) if self.human_to_act() else []

    # --- layout -----------------------------------------------------------------------------------
    def layout_board(self, rect):
        self.g = view.Geometry(rect, self.s)
        self._warm = True
        g, s = self.g, self.s
        bh = g.button_h
        for b in (self.shake_btn,):
            b.rect = pygame.Rect(0, 0, min(g.arena.width - s(80), s(560)), s(theme.BUTTON_BIG))
            b.rect.midbottom = (g.arena.centerx, g.arena.bottom - s(30))
        for seat in (FIRE, ICE):
            pass
        p = g.panels[0]
        self.panel_button_rect = lambda seat: pygame.Rect(
            g.panels[seat].x + s(10), g.panels[seat].bottom - bh - s(10),
            g.panels[seat].width - s(20), bh)
        self.roll_btn.rect = pygame.Rect(p)
        self.confirm_btn.rect = pygame.Rect(p)
        self.random_btn.rect = pygame.Rect(p)
        self.element_btn.rect = pygame.Rect(p)
        self.relayout_panel_buttons()

    def relayout_panel_buttons(self):
        """Put the acting species' buttons into its panel."""
        g, s = self.g, self.s
        who = self.match.actor()
        seat = who if who in (FIRE, ICE) else FIRE
        r = self.panel_button_rect(seat)
        self.roll_btn.rect = r.copy()
        self.element_btn.rect = r.copy()
        small = min(r.height, (r.width - s(12)) // 3)
        self.confirm_btn.rect = pygame.Rect(r.x, r.y, r.width - small - s(12), r.height)
        self.random_btn.rect = pygame.Rect(r.right - small, r.y, small, r.height)
        p = g.panels[seat]
        h = min(int(g.hand_die * 1.1), (p.height // 2) // 3)
        for i, b in enumerate(self.split_btns):
            b.rect = pygame.Rect(p.x + s(10), g.hand_top + i * (h + s(16)),
                                 p.width - s(20), h)

    # --- which buttons show ---------------------------------------------------------------------
    def ensure_draft(self):
        """The secret powers being chosen start from a legal set the person then changes."""
        st = self.state
        if st["phase"] != "powers" or not self.human_to_act():
            return
        if self.draft is None:
            self.draft = [3, 3, 3, 3, 4, 4, 4, 4] if st["placement"] == "big" else [4] * 8

    def refresh_buttons(self):
        self.ensure_draft()
        st = self.state
        human = self.human_to_act()
        phase = st["phase"]
        legal = self.legal()
        self.relayout_panel_buttons()
        self.shake_btn.visible = human and phase == "shake" and not self.shaking
        self.roll_btn.visible = human and phase == "roll"
        choosing = human and phase == "powers"
        self.confirm_btn.visible = self.random_btn.visible = choosing
        if choosing:
            self.confirm_btn.enabled = ["powers", sorted(self.draft or [])] in legal
            total = sum(self.draft or [])
            self.confirm_btn.label = f"{total}/28" if st["placement"] == "big" else str(total)
            self.confirm_btn.raw = True
        kinds = {a[0] for a in legal}
        el = kinds & {"combust", "blizzard"}
        self.element_btn.visible = human and phase == "duel" and bool(el)
        if el:
            self.element_btn.icon = ("dragons-arena/combustion" if "combust" in el
                                     else "dragons-arena/blizzard")
            self.element_btn.label = ("dragons-arena.ui.combustion" if "combust" in el
                                      else "dragons-arena.ui.blizzard")
            self.element_btn.selected = self.element_mode
        elif self.element_mode:
            self.element_mode = False
        for b, a in zip(self.split_btns, (1, 2, 3)):
            b.visible = human and phase == "split" and ["split", a, 7 - a] in legal

    # --- animation of rule events --------------------------------------------------------------
    def queue(self, duration, tag, data=None, on_done=None, on_start=None, blocking=True,
              same_slot=False, ease=ease_out):
        delay = self._slot if same_slot else self.timeline.end_of_queue()
        self._slot = delay
        return self.timeline.add(Tween(duration, delay=delay, tag=tag, data=data or {},
                                       on_done=on_done, on_start=on_start, blocking=blocking,
                                       ease=ease))

    def set_shown(self, **changes):
        def apply(_tw=None):
            for k, v in changes.items():
                self.shown[k] = v
        return apply

    def on_events(self, events, before, after):
        self._slot = 0.0
        self._starter_shown = False
        self.selected = self.picker = self.element_src = self.element_target = None
        self.element_mode = False
        self.drag = None
        for e in events:
            handler = getattr(self, "anim_" + e["type"], None)
            if handler:
                handler(e, before, after)
        # Whatever the events said, the shown arena ends equal to the rules' arena.
        final = {"owner": list(after["owner"]), "power": list(after["power"]),
                 "field": list(after["field"]), "nuggets": list(after["nuggets"])}
        self.queue(0.0, "sync", on_done=self.set_shown(**final))

    def anim_ArenaShaken(self, e, before, after):
        strength = getattr(self, "shake_strength", 0) or 600
        self.shake_strength = 0
        rattle = min(2.5, 0.5 + strength / 2500)
        self.queue(rattle, "rattle", on_start=lambda tw: self._sound_for(tw, "rattle", rattle))
        self.queue(0.45, "lid", {"from": 1.0, "to": 0.0}, on_done=self.set_shown(lid=0.0))
        self.shown["owner"] = [-1] * 16
        start = []
        for d in e["dice"]:
            angle = self.fx_rng.uniform(0, 2 * math.pi)
            start.append((0.5 + 0.18 * math.cos(angle), 0.5 + 0.18 * math.sin(angle)))
        dice = [dict(d, start=st, spin=self.fx_rng.choice((-1, 1)) * self.fx_rng.uniform(360, 900))
                for d, st in zip(e["dice"], start)]
        owner = [d["seat"] for d in sorted(e["dice"], key=lambda d: d["sq"])]
        power = [d["power"] for d in sorted(e["dice"], key=lambda d: d["sq"])]
        self.queue(1.0, "tumble", {"dice": dice}, ease=bounce_out,
                   on_start=lambda tw: sound.play("roll"),
                   on_done=self.set_shown(owner=owner, power=power, field=[0] * 16))

    def _sound_for(self, tw, name, seconds):
        tw.data["channel"] = sound.play(name, loops=-1, maxtime=int(seconds * 1000))

    def anim_StarterChosen(self, e, before, after):
        self._starter_shown = True
        seat = e["seat"]
        name = tr(f"dragons-arena.seat.{seat}")
        if e["reason"] == "lot":
            why = tr("dragons-arena.ui.starter_lot")
        else:
            why = tr("dragons-arena.ui.starter_power", power=e["power"])
        self.queue(2.2, "banner", {"title": tr("dragons-arena.ui.starts", species=name),
                                   "line": why, "seat": seat, "power": e.get("power")},
                   on_start=lambda tw: sound.play("turn"))

    def anim_DiceRolled(self, e, before, after):
        self.queue(0.9, "handroll", {"seat": e["seat"], "values": e["values"]}, ease=ease_in_out,
                   on_start=lambda tw: sound.play("roll"))

    def anim_PowersRevealed(self, e, before, after):
        self.queue(1.0, "reveal", {}, on_start=lambda tw: sound.play("turn"))

    def anim_PowersSplit(self, e, before, after):
        self.queue(0.5, "split", {"seat": e["seat"], "values": e["values"]},
                   on_start=lambda tw: sound.play("place"), ease=back_out)

    def anim_DragonPlaced(self, e, before, after):
        seat, sq, p = e["seat"], e["sq"], e["power"]
        hand = before["hands"][seat] or []
        idx = hand.index(p) if p in hand else 0
        self.queue(0.35, "fly", {"seat": seat, "power": p, "from_hand": idx, "to": sq},
                   on_done=lambda tw: (self._put(sq, seat, p), sound.play("place")))

    def _put(self, sq, seat, p):
        self.shown["owner"][sq] = seat
        self.shown["power"][sq] = p

    def anim_DuelStarted(self, e, before, after):
        if self._starter_shown:
            return  # the "who starts" banner of this same action already said it
        seat = e["seat"]
        title = tr("dragons-arena.ui.duel_starts", duel=e["duel"],
                   species=tr(f"dragons-arena.seat.{seat}"))
        self.queue(1.2, "banner", {"title": title, "line": "", "seat": seat},
                   on_start=lambda tw: sound.play("turn"))

    def anim_DragonEliminated(self, e, before, after):
        a, b, seat = e["from"], e["to"], e["seat"]
        burst = "burst-fire" if seat == FIRE else "burst-ice"

        def hide_attacker(tw):
            self.shown["owner"][a] = -1
            self.shown["field"][a] = 0
            sound.play("elim-fire" if seat == FIRE else "elim-ice")
        self.queue(0.5, "slide", {"seat": seat, "from": a, "to": b, "old": e["attacker"],
                                  "new": e["victim"]}, on_start=hide_attacker, ease=ease_in_out)
        self.queue(0.55, "burst", {"sq": b, "sprite": burst, "victim": 1 - seat,
                                   "power": e["victim"]}, same_slot=True)

        def land(tw):
            self.shown["owner"][b] = seat
            self.shown["power"][b] = e["victim"]
            self.shown["field"][b] = 0
        self.queue(0.0, "land", on_done=land)

    def anim_PowerChanged(self, e, before, after):
        sq = e["sq"]
        self.queue(0.6, "turnface", {"sq": sq, "old": e["old"], "new": e["new"],
                                     "owner": e["owner"]},
                   on_start=lambda tw: sound.play("roll", 0.6),
                   on_done=lambda tw: self.shown["power"].__setitem__(sq, e["new"]))
        self.queue(0.6, "fieldon", {"sq": sq}, on_start=lambda tw: sound.play("forcefield"),
                   on_done=lambda tw: self.shown["field"].__setitem__(sq, 1))

    def anim_Combustion(self, e, before, after):
        self._element(e, "burst-fire", "elim-fire")

    def anim_Blizzard(self, e, before, after):
        self._element(e, "burst-ice", "elim-ice")
        if not e["eliminated"] and e["dest"] != e["sq"]:
            t, d = e["sq"], e["dest"]

            def leave(tw):
                self.shown["owner"][t] = -1
            self.queue(0.5, "slide", {"seat": FIRE, "from": t, "to": d, "old": e["new"],
                                      "new": e["new"]}, on_start=leave)

    def _element(self, e, sprite, snd):
        sq = e["sq"]
        self.queue(0.6, "burst", {"sq": sq, "sprite": sprite, "victim": None},
                   on_start=lambda tw: sound.play(snd))

        def weaken(tw):
            self.shown["field"][sq] = 0
            if e["eliminated"]:
                self.shown["owner"][sq] = -1
            else:
                self.shown["power"][sq] = e["new"]
        self.queue(0.0, "weaken", on_done=weaken)

    def anim_DuelEnded(self, e, before, after):
        last = after.get("last") or {}
        owner = last.get("owner", before["owner"])
        power = last.get("power", before["power"])
        lists = [[sq for sq in range(16) if owner[sq] == seat] for seat in (FIRE, ICE)]
        self.count_totals = None
        steps = max(len(lists[0]), len(lists[1]))
        per = 0.35
        self.queue(per * steps + 0.3, "count", {"lists": lists, "power": power, "per": per},
                   on_start=lambda tw: setattr(self, "count_totals", [0, 0]), ease=lambda t: t)
        winner = e["winner"]
        if winner is None:
            title = tr("dragons-arena.ui.duel_draw", a=e["totals"][0], b=e["totals"][1])
        else:
            title = tr("dragons-arena.ui.duel_won", species=tr(f"dragons-arena.seat.{winner}"),
                       a=max(e["totals"]), b=min(e["totals"]))
        self.queue(2.2, "banner", {"title": title, "line": "", "seat": winner},
                   on_start=lambda tw: sound.play("capture" if winner is not None else "draw"))
        if winner is not None and after["mode"] == "duel":
            self.queue(0.8, "nugget", {"seat": winner}, same_slot=True, ease=bounce_out,
                       on_done=lambda tw: (self.shown.__setitem__("nuggets", list(e["nuggets"])),
                                           sound.play("nugget")))
        self.queue(0.0, "countdone", on_done=lambda tw: setattr(self, "count_totals", None))

    def anim_SoloEnded(self, e, before, after):
        if e.get("win") and e.get("margin") is not None:
            self.new_record = self.app.settings.record(
                "dragons-arena", "solo-" + str(e["difficulty"]), e["margin"])

    def anim_NewDuel(self, e, before, after):
        def close(tw):
            self.shown.update(owner=[-1] * 16, power=[0] * 16, field=[0] * 16)
            self.shown["lid"] = 1.0 if after["phase"] == "shake" else 0.0
        self.queue(0.4, "clear", on_done=close)

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event):
        # A click during a long show skips it (for impatient grown-ups).
        if self.busy() and event.type == pygame.MOUSEBUTTONDOWN and \
                self.board_rect.collidepoint(event.pos) and self.app.stack.top is self:
            self.timeline.finish_all()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                (self.picker is not None or self.selected is not None or self.element_mode):
            self.picker = self.selected = self.element_src = self.element_target = None
            self.element_mode = False
            return
        super().handle(event)

    def handle_board(self, event):
        self.refresh_buttons()
        if self.buttons.handle(event):
            return
        phase = self.state["phase"]
        if phase == "shake":
            self.handle_shake(event)
        elif phase == "powers":
            self.handle_powers(event)
        elif phase == "place":
            self.handle_place(event)
        elif phase == "duel":
            self.handle_duel(event)

    def handle_shake(self, event):
        g = self.g
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                g.arena.collidepoint(event.pos):
            self.shaking = {"distance": 0.0, "last": event.pos, "offset": 0,
                            "channel": sound.play("rattle", loops=-1)}
        elif event.type == pygame.MOUSEMOTION and self.shaking:
            last = self.shaking["last"]
            dx, dy = event.pos[0] - last[0], event.pos[1] - last[1]
            self.shaking["distance"] += math.hypot(dx, dy)
            self.shaking["offset"] = max(-40, min(40, self.shaking["offset"] + dx))
            self.shaking["last"] = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and self.shaking:
            shake = self.shaking
            self.shaking = None
            sound.stop(shake.get("channel"))
            if shake["distance"] >= SHAKE_MIN:
                self.shake_strength = shake["distance"]
                self.submit(["shake"])
            else:
                self.timeline.add(Tween(0.4, tag="wobble", blocking=False))

    def handle_powers(self, event):
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or self.draft is None:
            return
        seat = self.match.actor()
        i = self.g.hand_at(seat, event.pos, 8)
        if i is not None:
            self.draft[i] = self.draft[i] % 6 + 1
            sound.play("roll", 0.4)

    def confirm_powers(self):
        if self.draft is not None and self.submit(["powers", sorted(self.draft)]):
            self.draft = None

    def random_powers(self):
        options = [a for a in self.legal() if a[0] == "powers"]
        if options:
            pick = list(self.fx_rng.choice(options)[1])
            self.fx_rng.shuffle(pick)
            self.draft = pick
            sound.play("roll", 0.6)

    def hand_values(self, seat):
        hands = self.state["hands"]
        return list(hands[seat] or []) if hands else []

    def handle_place(self, event):
        seat = self.match.actor()
        g = self.g
        hand = self.hand_values(seat)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = g.hand_at(seat, event.pos, len(hand))
            if i is not None:
                self.selected = ("hand", i)
                self.drag = {"from": ("hand", i), "pos": event.pos, "moved": False}
                return
            sq = g.square_at(event.pos)
            if sq is not None and self.selected is not None:
                self.try_place(sq)
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            self.drag["moved"] = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            sq = g.square_at(event.pos)
            if drag["moved"] and sq is not None:
                self.try_place(sq)

    def try_place(self, sq):
        if not (isinstance(self.selected, tuple) and self.selected[0] == "hand"):
            return
        seat = self.match.actor()
        hand = self.hand_values(seat)
        i = self.selected[1]
        if i < len(hand) and self.submit(["place", hand[i], sq]):
            self.selected = None

    def duel_moves(self):
        legal = self.legal()
        return {k: [a for a in legal if a[0] == k] for k in ("elim", "power", "combust", "blizzard")}

    def handle_duel(self, event):
        g = self.g
        moves = self.duel_moves()
        if self.picker is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            v = self.picker_face_at(event.pos)
            if v is not None:
                self.submit(["power", self.picker, v])
                self.picker = None
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sq = g.square_at(event.pos)
            if self.picker is not None and self.picker_face_at(event.pos) is None:
                self.picker = None
                if sq is None:
                    return
            if sq is None:
                self.selected = None
                return
            if self.element_mode:
                self.click_element(sq, moves)
                return
            if self.selected is not None and self.selected != sq:
                move = ["elim", self.selected, sq]
                if move in moves["elim"]:
                    self.submit(move)
                    return
            if any(a[1] == sq for a in moves["elim"]):
                self.selected = sq
                self.drag = {"from": sq, "pos": event.pos, "moved": False}
            elif not moves["elim"] and any(a[1] == sq for a in moves["power"]):
                self.picker = sq
                self.selected = None
            else:
                self.selected = None
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            if math.dist(event.pos, g.square_center(self.drag["from"])) > g.cell * 0.3:
                self.drag["moved"] = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            sq = g.square_at(event.pos)
            if drag["moved"] and sq is not None and sq != drag["from"]:
                move = ["elim", drag["from"], sq]
                if move in moves["elim"]:
                    self.submit(move)
                else:
                    sound.play("error", 0.5)

    def click_element(self, sq, moves):
        acts = moves["combust"] + moves["blizzard"]
        if self.element_src is None:
            if any(a[1] == sq for a in acts):
                self.element_src = sq
            return
        if self.element_target is None:
            cands = [a for a in acts if a[1] == self.element_src and a[2] == sq]
            if not cands:
                self.element_src = sq if any(a[1] == sq for a in acts) else None
                return
            if cands[0][0] == "combust" or len(cands) == 1:
                self.submit(cands[0])
                return
            self.element_target = sq
            return
        move = ["blizzard", self.element_src, self.element_target, sq]
        if move in acts:
            self.submit(move)

    # --- the power picker: six faces around the die -------------------------------------------------
    def picker_faces(self):
        if self.picker is None:
            return []
        cx, cy = self.g.square_center(self.picker)
        r = self.g.cell * 0.95
        size = int(self.g.cell * 0.62)
        out = []
        for v in range(1, 7):
            ang = -math.pi / 2 + (v - 1) * math.pi / 3
            x = max(self.board_rect.left + size // 2, min(self.board_rect.right - size // 2,
                                                           cx + r * math.cos(ang)))
            y = max(self.board_rect.top + size // 2, min(self.board_rect.bottom - size // 2,
                                                          cy + r * math.sin(ang)))
            out.append((v, pygame.Rect(int(x - size / 2), int(y - size / 2), size, size)))
        return out

    def picker_face_at(self, pos):
        cur = self.state["power"][self.picker] if self.picker is not None else None
        for v, rect in self.picker_faces():
            if rect.collidepoint(pos) and v != cur:
                return v
        return None

    # --- what to tell the person -------------------------------------------------------------------
    def prompt(self):
        st = self.state
        phase = st["phase"]
        if phase == "shake":
            return tr("dragons-arena.ui.prompt_shake")
        if phase == "roll":
            return tr("dragons-arena.ui.prompt_roll")
        if phase == "powers":
            total = sum(self.draft or [])
            if st["placement"] == "big":
                return tr("dragons-arena.ui.prompt_powers28", total=total)
            return tr("dragons-arena.ui.prompt_powers_free")
        if phase == "split":
            return tr("dragons-arena.ui.prompt_split")
        if phase == "place":
            if self.selected is not None:
                return tr("dragons-arena.ui.prompt_place_square")
            return tr("dragons-arena.ui.prompt_place")
        if phase == "duel":
            moves = self.duel_moves()
            if self.element_mode:
                if self.element_target is not None:
                    return tr("dragons-arena.ui.prompt_blizzard_dest")
                if self.element_src is not None:
                    return tr("dragons-arena.ui.prompt_element_target")
                return tr("dragons-arena.ui.prompt_element_src")
            if self.picker is not None:
                return tr("dragons-arena.ui.prompt_picker")
            if moves["elim"]:
                if self.selected is not None:
                    return tr("dragons-arena.ui.prompt_victim")
                return tr("dragons-arena.ui.prompt_elim")
            if moves["power"]:
                return tr("dragons-arena.ui.prompt_power")
            return tr("dragons-arena.ui.prompt_element_src")
        return ""

    def secret_decision(self, state):
        return state["phase"] == "powers"

    def on_hint(self, action):
        self.hint = action

    def end_lines(self):
        st = self.state
        lines = []
        solo = st.get("solo")
        if solo:
            you = tr(f"dragons-arena.seat.{solo['you_seat']}")
            if solo.get("auto_loss"):
                lines.append(tr("dragons-arena.ui.solo_auto_loss", left=solo["left"]))
            else:
                lines.append(tr("dragons-arena.ui.solo_you", species=you, total=solo["you"]))
                lines.append(tr("dragons-arena.ui.solo_opp", total=solo["opp"],
                                bonus=solo["bonus"], final=solo["opp_final"]))
            rec = self.app.settings["records"].get("dragons-arena", {}).get(
                "solo-" + str(solo["difficulty"]))
            if rec is not None:
                level = tr("dragons-arena.opt.solo_difficulty." + str(solo["difficulty"]))
                lines.append(tr("dragons-arena.ui.solo_record", margin=rec, difficulty=level))
            return lines
        n = st["nuggets"]
        lines.append(tr("dragons-arena.ui.end_nuggets", a=n[0], b=n[1]))
        last = st.get("last")
        if last:
            lines.append(tr("dragons-arena.ui.end_last", a=last["totals"][0], b=last["totals"][1]))
        return lines

    # --- drawing ----------------------------------------------------------------------------------
    def update(self, dt):
        self.clock += dt
        super().update(dt)

    def animating(self):
        # Force fields breathe only while something else moves: an idle screen must not redraw.
        return super().animating() or bool(self.shaking)

    def prewarm(self):
        """Rasterise, once per window size, every sprite size the animations will ask for, so
        that no frame in the middle of a throw pays for turning SVG into pixels."""
        g = self.g
        for seat in (FIRE, ICE):
            for p in range(1, 7):
                name = view.die_sprite(seat, p)
                for size in (g.die, g.hand_die, max(12, int(g.hand_die * 0.5))):
                    assets.sprite(name, (size, size))
                for k in range(1, 9):  # a victim shrinking away
                    size = assets.quantise(g.die * k / 8, g.die)
                    assets.sprite(name, (size, size))
                for step in range(1, 360 // assets.ROTATION_STEP):
                    assets.sprite_rotated(name, (g.die, g.die), step * assets.ROTATION_STEP)
        cell = int(g.cell)
        for name in ("burst-fire", "burst-ice"):
            for k in range(0, 9):
                size = assets.quantise(g.cell * (0.6 + 0.9 * k / 8), g.cell * 1.5)
                assets.sprite("dragons-arena/" + name, (size, size))
        for k in range(0, 9):
            extra = assets.quantise(cell * k / 8, cell)
            assets.sprite("dragons-arena/force-field", (cell + extra, cell + extra))
        for name in ("select", "target", "force-field"):
            assets.sprite("dragons-arena/" + name, (cell, cell))
        assets.sprite("dragons-arena/arena-lid", g.arena.size)

    def draw_board(self, surface):
        if self._warm:
            self._warm = False
            self.prewarm()
        self.refresh_buttons()
        self.draw_panels(surface)
        self.draw_arena(surface)
        self.draw_overlays(surface)
        self.buttons.draw(surface)
        if self.state["phase"] == "split":
            self.draw_split_buttons(surface, self.match.actor())
        if self.banner_tween():
            self.draw_banner_overlay(surface)

    def active(self, tag):
        return [tw for tw in self.timeline.tweens if tw.tag == tag and tw.active]

    def banner_tween(self):
        b = self.active("banner")
        return b[0] if b else None

    def backdrop_key(self):
        return (self.match.actor(), self.state["mode"], self.state["target"])

    def draw_static(self, surface):
        img = assets.sprite("dragons-arena/arena", self.g.arena.size)
        surface.blit(img, self.g.arena)

    def draw_backdrop(self, surface):
        g, s = self.g, self.s
        who = self.match.actor()
        for seat in (FIRE, ICE):
            p = g.panels[seat]
            bg = (255, 238, 220) if seat == FIRE else (226, 240, 252)
            pygame.draw.rect(surface, bg, p, border_radius=s(24))
            pygame.draw.rect(surface, SEAT_COLOR[seat], p, s(10) if who == seat else s(4),
                             border_radius=s(24))
            icon = assets.sprite(f"dragons-arena/{SPECIES[seat]}-emblem", (s(90), s(90)))
            surface.blit(icon, icon.get_rect(topleft=(p.x + s(14), p.y + s(12))))
            name = tr(f"dragons-arena.seat.{seat}")
            px = text.fit(name, s(48), p.width - s(130), bold=True)
            text.draw(surface, name, px, theme.INK, bold=True,
                      midleft=(p.x + s(116), p.y + s(57)))

    def draw_arena(self, surface):
        g, s = self.g, self.s
        shown = self.shown
        hl = self.app.settings["highlight"] and self.human_to_act()
        moves = self.duel_moves() if self.state["phase"] == "duel" and hl else None
        hidden = set()
        for tw in self.active("slide") + self.active("turnface"):
            hidden.add(tw.data.get("sq", tw.data.get("from")))
        for tw in self.active("burst"):
            if tw.raw > 0.4:
                hidden.add(tw.data["sq"])
        # highlight sources
        if moves and not self.element_mode and self.picker is None:
            srcs = {a[1] for a in moves["elim"]} or {a[1] for a in moves["power"]}
            for sq in srcs:
                if sq != self.selected:
                    view.draw_ring(surface, "dragons-arena/select", g.square_rect(sq), 110)
        for sq in range(16):
            rect = g.square_rect(sq)
            if shown["owner"][sq] >= 0 and sq not in hidden:
                center = rect.center
                if self.drag and self.drag.get("from") == sq and self.drag.get("moved"):
                    center = self.drag["pos"]
                view.draw_die(surface, shown["owner"][sq], shown["power"][sq], center, g.die)
            if shown["field"][sq] and sq not in hidden:
                view.draw_field(surface, rect, self.clock)
        self.draw_targets(surface, moves)
        if self.hint is not None:
            self.draw_hint(surface)
        lid = shown["lid"]
        for tw in self.active("lid"):
            lid = tw.data["from"] + (tw.data["to"] - tw.data["from"]) * tw.t
        if lid > 0:
            off = 0
            if self.shaking:
                off = self.shaking["offset"] + shake_offset((self.clock * 3) % 1, s(6))
            for tw in self.active("rattle"):
                off = shake_offset((tw.elapsed * 2.5) % 1, s(22), cycles=4)
            for tw in self.timeline.tweens:
                if tw.tag == "wobble":
                    off = shake_offset(tw.raw, s(14))
            lid_img = assets.sprite("dragons-arena/arena-lid", g.arena.size)
            assets.blit_alpha(surface, lid_img,
                              g.arena.move(int(off), -int((1 - lid) * g.arena.height * 0.3)),
                              int(255 * lid))

    def draw_targets(self, surface, moves):
        g = self.g
        if not self.human_to_act() or self.state["phase"] == "place":
            if self.state["phase"] == "place" and self.selected is not None and \
                    self.app.settings["highlight"]:
                for sq in range(16):
                    if self.state["owner"][sq] < 0:
                        view.draw_ring(surface, "dragons-arena/target", g.square_rect(sq), 160)
            return
        if self.selected is not None and isinstance(self.selected, int):
            view.draw_ring(surface, "dragons-arena/select", g.square_rect(self.selected))
            if moves:
                for a in moves["elim"]:
                    if a[1] == self.selected:
                        view.draw_ring(surface, "dragons-arena/target", g.square_rect(a[2]))
        if self.element_mode:
            all_moves = self.duel_moves()
            acts = all_moves["combust"] + all_moves["blizzard"]
            if self.element_src is None:
                sqs = {a[1] for a in acts}
            elif self.element_target is None:
                view.draw_ring(surface, "dragons-arena/select", g.square_rect(self.element_src))
                sqs = {a[2] for a in acts if a[1] == self.element_src}
            else:
                view.draw_ring(surface, "dragons-arena/select", g.square_rect(self.element_target))
                sqs = {a[3] for a in acts if a[1] == self.element_src and
                       a[2] == self.element_target}
            for sq in sqs:
                view.draw_ring(surface, "dragons-arena/target", g.square_rect(sq))
        if self.picker is not None:
            self.draw_picker(surface)

    def draw_picker(self, surface):
        g = self.g
        sq = self.picker
        owner = self.state["owner"][sq]
        cur = self.state["power"][sq]
        # Dim the arena so the six faces stand out from the dice underneath them.
        if getattr(self, "_dim_key", None) != g.arena.size:
            self._dim = pygame.Surface(g.arena.size)
            self._dim.fill(theme.INK)
            self._dim.set_alpha(140)
            self._dim_key = g.arena.size
        surface.blit(self._dim, g.arena)
        view.draw_die(surface, owner, cur, g.square_center(sq), g.die)
        view.draw_ring(surface, "dragons-arena/select", g.square_rect(sq))
        for v, rect in self.picker_faces():
            pygame.draw.rect(surface, theme.PAPER, rect.inflate(10, 10), border_radius=rect.width // 5)
            pygame.draw.rect(surface, theme.INK, rect.inflate(10, 10), 3,
                             border_radius=rect.width // 5)
            view.draw_die(surface, owner, v, rect.center, rect.width,
                          alpha=90 if v == cur else 255)

    def draw_hint(self, surface):
        g = self.g
        a = self.hint
        pulse = 150 + int(100 * math.sin(self.clock * 4))
        if not isinstance(a, list):
            return
        if a[0] in ("elim", "combust", "blizzard"):
            view.draw_ring(surface, "dragons-arena/select", g.square_rect(a[1]), pulse)
            view.draw_ring(surface, "dragons-arena/target", g.square_rect(a[2]), pulse)
            pygame.draw.line(surface, theme.YELLOW, g.square_center(a[1]), g.square_center(a[2]),
                             max(3, self.s(8)))
        elif a[0] == "power":
            r = g.square_rect(a[1])
            view.draw_ring(surface, "dragons-arena/target", r, pulse)
            owner = self.state["owner"][a[1]]
            view.draw_die(surface, owner, a[2], (r.right - r.width // 6, r.top + r.height // 6),
                          g.die * 0.45)
        elif a[0] == "place":
            view.draw_ring(surface, "dragons-arena/target", g.square_rect(a[2]), pulse)

    def draw_overlays(self, surface):
        g = self.g
        for tw in self.active("tumble"):
            for d in tw.data["dice"]:
                sx, sy = d["start"]
                start = (g.arena.x + sx * g.arena.width, g.arena.y + sy * g.arena.height)
                pos = lerp2(start, g.square_center(d["sq"]), tw.t)
                face = d["power"] if tw.raw > 0.75 else 1 + int(tw.elapsed * 14 + d["sq"]) % 6
                view.draw_die(surface, d["seat"], face, pos, g.die,
                              angle=d["spin"] * (1 - tw.t))
        for tw in self.active("fly"):
            d = tw.data
            start = g.hand_slot(d["seat"], d["from_hand"])
            pos = lerp2(start, g.square_center(d["to"]), tw.t)
            size = assets.quantise(g.hand_die + (g.die - g.hand_die) * tw.t, g.die)
            view.draw_die(surface, d["seat"], d["power"], pos, size)
        for tw in self.active("slide"):
            d = tw.data
            pos = lerp2(g.square_center(d["from"]), g.square_center(d["to"]), tw.t)
            face = d["new"] if tw.raw > 0.6 else d["old"]
            view.draw_die(surface, d["seat"], face, pos, g.die, angle=360 * tw.t)
        for tw in self.active("burst"):
            r = g.square_rect(tw.data["sq"])
            if tw.data.get("victim") is not None and tw.raw < 0.5:
                view.draw_die(surface, tw.data["victim"], tw.data["power"], r.center, g.die,
                              scale=1 - tw.raw)
            size = assets.quantise(g.cell * (0.6 + 0.9 * tw.t), g.cell * 1.5)
            img = assets.sprite("dragons-arena/" + tw.data["sprite"], (size, size))
            assets.blit_alpha(surface, img, img.get_rect(center=r.center),
                              int(255 * (1 - tw.raw * 0.8)))
        for tw in self.active("turnface"):
            d = tw.data
            r = g.square_rect(d["sq"])
            face = d["new"] if tw.raw > 0.5 else d["old"]
            squash = abs(math.cos(tw.raw * math.pi))
            img = assets.sprite(view.die_sprite(d["owner"], face), (g.die, g.die))
            img = pygame.transform.smoothscale(img, (max(2, int(g.die * (0.2 + 0.8 * squash))),
                                                     g.die))
            surface.blit(img, img.get_rect(center=r.center))
        for tw in self.active("fieldon"):
            r = g.square_rect(tw.data["sq"])
            extra = assets.quantise(r.width * (1 - tw.t), r.width) if tw.t < 0.95 else 0
            grow = r.inflate(extra, extra)
            view.draw_ring(surface, "dragons-arena/force-field", grow, int(255 * tw.t))
        for tw in self.active("count"):
            self.draw_count(surface, tw)
        for tw in self.active("nugget"):
            seat = tw.data["seat"]
            (x, y), size = g.nugget_slot(seat, self.shown["nuggets"][seat])
            start_y = g.board.y - size
            img = assets.sprite("dragons-arena/nugget", (size * 2, size * 2))
            surface.blit(img, img.get_rect(center=(x, int(start_y + (y - start_y) * tw.t))))

    def draw_count(self, surface, tw):
        """The final count: each species' dice light up one by one, adding up their powers."""
        g, s = self.g, self.s
        per = tw.data["per"]
        k = int(tw.elapsed / per) if tw.duration else 99
        totals = [0, 0]
        for seat in (FIRE, ICE):
            sqs = tw.data["lists"][seat]
            for i, sq in enumerate(sqs[:k + 1]):
                totals[seat] += tw.data["power"][sq]
                r = g.square_rect(sq)
                pygame.draw.rect(surface, SEAT_COLOR[seat], r.inflate(-s(6), -s(6)), s(6),
                                 border_radius=s(14))
        if self.count_totals != totals:
            if self.count_totals is not None:
                sound.play(f"count-{min(12, max(1, k + 1))}", 0.7)
            self.count_totals = totals

    def draw_banner_overlay(self, surface):
        tw = self.banner_tween()
        s, g = self.s, self.g
        d = tw.data
        alpha = min(1.0, tw.raw * 5, (1 - tw.raw) * 5)
        r = pygame.Rect(0, 0, int(g.arena.width * 1.05), s(230))
        r.center = g.arena.center
        color = SEAT_COLOR.get(d.get("seat"), (60, 60, 80))
        key = (r.size, color)
        if getattr(self, "_veil_key", None) != key:
            # One plain surface per size and colour; its surface alpha fades it (no per-pixel copy).
            self._veil = pygame.Surface(r.size)
            self._veil.fill(color)
            self._veil_key = key
        self._veil.set_alpha(int(235 * alpha))
        surface.blit(self._veil, r)
        pygame.draw.rect(surface, theme.INK, r, 4)
        if alpha < 0.3:
            return
        seat = d.get("seat")
        x = r.x + s(20)
        if seat in (FIRE, ICE):
            icon = assets.sprite(f"dragons-arena/{SPECIES[seat]}-emblem", (s(150), s(150)))
            surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
            x += s(160)
        px = text.fit(d["title"], s(60), r.right - x - s(20), bold=True)
        view.outlined(surface, d["title"], px, theme.WHITE,
                      midleft=(x, r.centery - (s(30) if d.get("line") else 0)))
        if d.get("line"):
            lp = text.fit(d["line"], s(40), r.right - x - s(20))
            view.outlined(surface, d["line"], lp, theme.WHITE, midleft=(x, r.centery + s(45)))

    def draw_panels(self, surface):
        g, s = self.g, self.s
        st = self.state
        hands = self.visible_hands()
        for seat in (FIRE, ICE):
            p = g.panels[seat]
            # gold nuggets won, on a row (and empty places up to the match length)
            if st["mode"] == "duel":
                target = st["target"]
                for i in range(target):
                    (x, y), size = g.nugget_slot(seat, i)
                    if i < self.shown["nuggets"][seat]:
                        img = assets.sprite("dragons-arena/nugget", (size, size))
                        surface.blit(img, img.get_rect(center=(x, y)))
                    else:
                        pygame.draw.circle(surface, (200, 190, 160), (x, y), size // 2, s(3))
            self.draw_panel_body(surface, seat, hands, p)

    def draw_panel_body(self, surface, seat, hands, p):
        g, s = self.g, self.s
        st = self.state
        phase = st["phase"]
        if phase in ("roll", "powers", "split", "place"):
            rolling = [tw for tw in self.active("handroll") if tw.data["seat"] == seat]
            hand = hands[seat] if hands else None
            if phase == "powers" and self.match.actor() == seat and self.human_to_act() and \
                    self.draft is not None:
                hand = self.draft
            for i in range(8):
                c = g.hand_slot(seat, i)
                if rolling:
                    face = 1 + int(rolling[0].elapsed * 12 + i * 2) % 6
                    jig = shake_offset(rolling[0].raw, s(10))
                    view.draw_die(surface, seat, face, (c[0] + jig, c[1]), g.hand_die,
                                  angle=40 * math.sin(rolling[0].elapsed * 9 + i))
                elif hand is not None and i < len(hand):
                    flying = self.selected == ("hand", i) and self.drag and self.drag["moved"]
                    pos = self.drag["pos"] if flying else c
                    if self.selected == ("hand", i) and self.match.actor() == seat:
                        view.draw_ring(surface, "dragons-arena/select",
                                       pygame.Rect(0, 0, int(g.hand_die * 1.25),
                                                   int(g.hand_die * 1.25)).move(
                                           c[0] - int(g.hand_die * 0.625),
                                           c[1] - int(g.hand_die * 0.625)))
                    view.draw_die(surface, seat, hand[i], pos, g.hand_die)
                elif hand is None and st["hands"] and st["hands"][seat] is not None:
                    self.draw_secret_die(surface, c, g.hand_die)
                elif hand is None and phase in ("roll", "powers"):
                    r = pygame.Rect(0, 0, g.hand_die, g.hand_die)
                    r.center = c
                    pygame.draw.rect(surface, (200, 190, 170), r, s(3), border_radius=s(12))
        else:
            owner = self.shown["owner"]
            power = self.shown["power"]
            mine = sorted((power[i] for i in range(16) if owner[i] == seat), reverse=True)
            total = sum(mine)
            if self.count_totals is not None:
                total = self.count_totals[seat]
            y = p.y + int(p.height * 0.40)
            text.draw(surface, str(total), s(theme.NUMBER), theme.INK, bold=True,
                      center=(p.centerx, y))
            text.draw(surface, tr("dragons-arena.ui.power_total"), s(30), theme.INK,
                      center=(p.centerx, y + s(64)))
            # the species' dragons still in the arena, strongest first
            mini = max(12, int(g.hand_die * 0.5))
            gap = s(6)
            per_row = max(1, (p.width - s(20)) // (mini + gap))
            for i, v in enumerate(mine):
                x = p.x + s(10) + (i % per_row) * (mini + gap) + mini // 2
                yy = y + s(120) + (i // per_row) * (mini + gap)
                view.draw_die(surface, seat, v, (x, yy), mini)

    def draw_secret_die(self, surface, center, size):
        r = pygame.Rect(0, 0, size, size)
        r.center = center
        pygame.draw.rect(surface, (120, 110, 140), r, border_radius=size // 5)
        pygame.draw.rect(surface, theme.INK, r, 3, border_radius=size // 5)
        text.draw(surface, "?", int(size * 0.6), theme.WHITE, bold=True, center=r.center)

    def draw_split_buttons(self, surface, seat):
        for b, a in zip(self.split_btns, (1, 2, 3)):
            if not b.visible:
                continue
            r = b.rect
            size = int(r.height * 0.8)
            view.draw_die(surface, seat, a, (r.centerx - size * 0.6, r.centery), size)
            view.draw_die(surface, seat, 7 - a, (r.centerx + size * 0.6, r.centery), size)


SCENE = DragonsArenaScene
