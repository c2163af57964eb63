"""Glicko-2 written from Glickman's paper ("Example of the Glicko-2 system", steps 1-8), as the
independent expectation for the page's rating (web/assets/javascripts/glicko.js, which uses the
glicko2 npm package)."""

from __future__ import annotations

import math

SCALE = 173.7178


def rate(
    rating: float, rd: float, vol: float, games: list[tuple[float, float, float]], tau: float
) -> tuple[float, float, float]:
    """The player's (rating, RD, volatility) after one rating period of ``games``:
    (opponent rating, opponent RD, score)."""
    mu, phi = (rating - 1500) / SCALE, rd / SCALE
    g = [1 / math.sqrt(1 + 3 * (r / SCALE) ** 2 / math.pi**2) for _, r, _ in games]
    e = [
        1 / (1 + math.exp(-gj * (mu - (o - 1500) / SCALE)))
        for gj, (o, _, _) in zip(g, games, strict=True)
    ]
    v = 1 / sum(gj**2 * ej * (1 - ej) for gj, ej in zip(g, e, strict=True))
    delta = v * sum(gj * (s - ej) for gj, ej, (_, _, s) in zip(g, e, games, strict=True))
    a = math.log(vol**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > 1e-6:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    new_vol = math.exp(big_a / 2)
    phi_star = math.sqrt(phi**2 + new_vol**2)
    new_phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    new_mu = mu + new_phi**2 * sum(
        gj * (s - ej) for gj, ej, (_, _, s) in zip(g, e, games, strict=True)
    )
    return 1500 + SCALE * new_mu, SCALE * new_phi, new_vol
