def heuristic(state, seat):
    pts = state["points"]
    others = max(p for i, p in enumerate(pts) if i != seat and state["alive"][i])
    return max(-1.0, min(1.0, (pts[seat] - others) / state["target"]))
