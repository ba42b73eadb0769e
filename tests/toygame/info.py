ID = "toy"
NAME = "toy.name"
PICTURE = "ui/dice"
MIN_SEATS, MAX_SEATS = 2, 6
SEATS = [{"name": f"toy.seat.{i}", "color": c, "icon": "ui/star"}
         for i, c in enumerate(("#D55E00", "#0072B2", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"))]
OPTIONS = [
    {"id": "target", "label": "toy.opt.target", "default": 6,
     "choices": [{"value": 6, "label": "toy.opt.6"}, {"value": 9, "label": "toy.opt.9"}]},
]
