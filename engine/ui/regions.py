"""A game's backdrop layer by region: the bookkeeping every game's regions share.

A game names the regions of its layout (`rects`: name -> rectangle, or a list of rectangles for a
region drawn in strips), keys each on what it shows (`now`, set by the game's own key method, with
"all" for what redraws everything: the viewer), and the engine's backdrop layer asks `dirty()`
through the game's backdrop_rect(): the rectangles of the regions whose key changed since they were
drawn. After drawing within a clip, `drawn_on(surface)` records the regions wholly inside it as
showing the key of now; `seen(surface, *names)` tells whether a region lies in the clip at all (a
game skips the Python work for the others).

    class Regions(engine.ui.regions.Regions):
        def __init__(self, g):
            super().__init__()
            self.rects = {...}
        def key(self, look):
            self.now = {"all": look.viewer, ...}
            return tuple(self.now.values())
"""
from engine.ui.chrome import aligned


class Regions:
    def __init__(self):
        self.rects = {}     # {region: rectangle, or a list of them (a frame in four strips)}
        self.now = None     # {region: key} as the scene shows now, "all" among them
        self.drawn = {}     # {(region, strip): key} each part of the layer was last drawn with

    def areas(self, name):
        r = self.rects[name]
        return r if isinstance(r, list) else [r]

    def dirty(self):
        """The rectangles of the regions whose key changed since they were drawn ([]: none), or
        None (the whole layer: nothing drawn yet, or another viewer)."""
        if self.now is None or self.drawn.get("all", self) != self.now["all"]:
            return None
        dirty = [r for name in self.rects for i, r in enumerate(self.areas(name))
                 if self.drawn.get((name, i), self) != self.now[name]]
        return self.merge(dirty) if dirty else []

    def merge(self, dirty):
        """The rectangles to draw again for the `dirty` parts: the box round them when there are
        many or it is hardly bigger than they are, else each on its own (a pawn's square and
        the square it left, far apart: the box round them may cover most of the board)."""
        whole = dirty[0].unionall(dirty[1:])
        parts = sum(r.width * r.height for r in dirty)
        if len(dirty) > 4 or 2 * parts > whole.width * whole.height:
            return aligned(whole)
        return [aligned(r) for r in dirty]

    def drawn_on(self, surface):
        """The layer has just been drawn within its clip: the regions (each strip on its own)
        wholly inside it now show what the key of now says."""
        if self.now is None:
            return
        clip, whole = surface.get_clip(), surface.get_rect()
        for name in self.rects:
            for i, r in enumerate(self.areas(name)):
                if clip.contains(r.clip(whole)):
                    self.drawn[(name, i)] = self.now[name]
        if clip.contains(whole):
            self.drawn["all"] = self.now["all"]

    def seen(self, surface, *names):
        """Whether any of the regions `names` lies in the surface's clip (else not drawn)."""
        clip = surface.get_clip()
        return any(clip.colliderect(r) for n in names for r in self.areas(n))
