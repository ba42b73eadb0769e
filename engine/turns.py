"""Pure helpers for whose turn it is: a turn order that skips eliminated seats, and simultaneous
secret choices. No pygame.

Turn order (seats around the table, clockwise = increasing seat number):

    nxt = next_seat(state["actor"], state["seats"], alive=state["alive"])   # None: nobody left

Simultaneous secret choices ("both players choose at the same time"): the seats commit one after
the other, each commitment hidden from every other seat until all are in, then revealed together.

    SECRET = Simultaneous("bids")                  # the state key that holds the commitments
    SECRET.start(s, order=[0, 1])                   # who commits, in this order
    SECRET.waiting(s)                               # the seat that commits next (or None)
    SECRET.commit(s, seat, value)                   # store; returns True once every seat is in
    values = SECRET.reveal(s, events, "BidsRevealed")   # one event with "reveal": True; clears
    SECRET.secret_paths(s, seat)                    # for Rules.secret_paths: masked for others
    SECRET.determinize(s, seat, guess)              # fill others' hidden commitments for search

While commitments are pending, Rules.private(state) should return True (the screen is handed over),
and describe() must not name the committed value: the move log says only that a seat chose.
"""


def next_seat(current, seats, alive=None, step=1):
    """The next seat after `current` going round the table, skipping seats whose alive[seat] is
    false; `current` itself comes last (it is returned when it is the only one left). None when no
    seat is alive."""
    for k in range(1, seats + 1):
        seat = (current + k * step) % seats
        if alive is None or alive[seat]:
            return seat
    return None


def alive_seats(seats, alive=None):
    return [i for i in range(seats) if alive is None or alive[i]]


def rotate_from(first, seats, alive=None):
    """The seats in turn order starting with `first` (eliminated ones left out)."""
    order = [(first + k) % seats for k in range(seats)]
    return [i for i in order if alive is None or alive[i]]


class Simultaneous:
    """Commit-then-reveal choices kept in state[key] = {"order": [...], "values": {seat: value}}.

    Seats are stored as strings in "values" so the state stays JSON-round-trip equal."""

    def __init__(self, key):
        self.key = key

    def start(self, s, order):
        s[self.key] = {"order": list(order), "values": {}}

    def active(self, s):
        return s.get(self.key) is not None

    def waiting(self, s):
        """The seat that commits next, or None when all are in (or nothing is being chosen)."""
        box = s.get(self.key)
        if box is None:
            return None
        for seat in box["order"]:
            if str(seat) not in box["values"]:
                return seat
        return None

    def committed(self, s, seat):
        box = s.get(self.key)
        return box is not None and str(seat) in box["values"]

    def commit(self, s, seat, value):
        """Store `seat`'s choice; True once every seat of the order has committed."""
        if self.waiting(s) != seat:
            raise ValueError(f"seat {seat} is not the one to commit now")
        s[self.key]["values"][str(seat)] = value
        return self.waiting(s) is None

    def reveal(self, s, events, event_type="Revealed"):
        """All choices at once: appends one event marked "reveal" (undo never crosses it), clears
        the commitments and returns the values as a list indexed by seat (None for seats that did
        not take part)."""
        box = s[self.key]
        seats = s.get("seats") or (max(box["order"]) + 1 if box["order"] else 0)
        values = [box["values"].get(str(i)) for i in range(seats)]
        events.append({"type": event_type, "values": values, "reveal": True})
        s[self.key] = None
        return values

    def secret_paths(self, s, seat):
        if self.committed(s, seat):
            return [(self.key, "values", str(seat))]
        return []

    def determinize(self, s, seat, guess):
        """Replace other seats' hidden (None) commitments with guess(s, other_seat)."""
        box = s.get(self.key)
        if box is None:
            return s
        for key, value in list(box["values"].items()):
            if int(key) != seat and value is None:
                box["values"][key] = guess(s, int(key))
        return s
