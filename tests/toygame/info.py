from engine.seats import style

ID = "toy"
NAME = "toy.name"
PICTURE = "ui/dice"
MIN_SEATS, MAX_SEATS = 2, 6
# named as the box names any seat ("Player 1"...): a key of its own would be shown as it is
SEATS = [dict(style(i), name=f"box.seat.{i}") for i in range(6)]
OPTIONS = [
    {"id": "target", "label": "toy.opt.target", "default": 6, "classroom": 9,
     "choices": [{"value": 6, "label": "toy.opt.6"}, {"value": 9, "label": "toy.opt.9"}]},
]
