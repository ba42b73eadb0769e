"""Contrast between two colours as WCAG defines it (relative luminance), for the classroom rule:
text a child needs stands at 7:1 or more from what is behind it (projectors wash colours out)."""


def luminance(color):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = color[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def mix(color, toward, share):
    """`color` moved `share` (0..1) of the way to `toward`."""
    return tuple(int(round(c + (t - c) * share)) for c, t in zip(color[:3], toward[:3]))
