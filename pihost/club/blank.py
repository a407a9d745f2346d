"""A game's protocol as a printable page with the FIIM blank's fields — the game (table, date,
rule set, scoring, result), per seat the player, the role letter, four foul boxes, how he left,
points and extra points; the best move (the victim and the seats he named); every vote round
(nominees, votes, who voted); the all-leave votes; the night's shots and checks; and the move
analysis, a line per day — as HTML, and as PDF through WeasyPrint (the HTML laid out by a real
CSS engine, not a hand-drawn PDF).

Every field carries a ``data-field`` name (``seat-3-player``, ``vote-1-1-10``...), so a test (or
a club's script) can read the page back.

>>> from pihost.club.blank import FIELDS
>>> "seat-N-player" in FIELDS
True

Errors: BadRecord for a game the engine cannot rebuild; PdfUnavailable (a RuntimeError) when
WeasyPrint or its libraries are missing (the message names the packages).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from pihost.club.games import ClubGame

CSS = Path(__file__).resolve().parent / "blank.css"

#: the page's fields (N: a seat; D, R: day and round; C: a candidate; K: a line)
FIELDS = ("game-id", "game-box", "game-date", "game-rules", "game-scoring", "game-winner",
          "seat-N-number", "seat-N-player", "seat-N-letter", "seat-N-fouls", "seat-N-left",
          "seat-N-points", "seat-N-extra", "seat-N-total", "best-move-victim",
          "best-move-named", "vote-D-R-C", "all-leave-K", "night-K", "check-K", "analysis-D")


class PdfUnavailable(RuntimeError):
    """WeasyPrint cannot run here."""


def content(game: ClubGame, scoring: str = "fiim",
            analysis: list[str] | None = None) -> dict[str, Any]:
    """The page's content: the judge's protocol (``pihost.host.protocol``) with the players,
    the points by ``scoring`` (the judge's extra points included) and the analysis lines."""
    from pihost.host.protocol import protocol

    p = protocol(game.record)
    points = game.score(scoring)
    players = game.players
    for s in p["seats"]:
        pts = points[s["seat"]]
        s["player"] = players.get(s["seat"], {}).get("name", "")
        s["points"], s["extra"], s["total"] = pts.main, round(pts.extra + pts.penalty, 6), \
            pts.total
        s["lines"] = [f"{name} {v:+g}" for name, v in pts.lines]
    p.update(id=game.id, box=game.box, date=game.started.strftime("%Y-%m-%d %H:%M"),
             scoring=scoring, analysis=analysis or [])
    return p


def _td(field: str, value: Any, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<td data-field="{field}"{c}>{html.escape(str(value))}</td>'


def _g(x: float) -> str:
    return f"{x:g}"


def page(c: dict[str, Any]) -> str:
    """The HTML page of a protocol's content (see :func:`content`)."""
    e = html.escape
    rows = []
    for s in c["seats"]:
        n = s["seat"]
        boxes = "".join('<span class="box on">✕</span>' if i < s["fouls"] else
                        '<span class="box"></span>' for i in range(4))
        tech = f' +{s["technical_fouls"]}т' if s["technical_fouls"] else ""
        rows.append(
            "<tr>" + _td(f"seat-{n}-number", n, "num") + _td(f"seat-{n}-player", s["player"])
            + _td(f"seat-{n}-letter", s["letter"], "letter")
            + f'<td data-field="seat-{n}-fouls" data-count="{s["fouls"]}" class="fouls">'
            + boxes + e(tech) + "</td>"
            + _td(f"seat-{n}-left", s["left"]) + _td(f"seat-{n}-points", _g(s["points"]), "num")
            + _td(f"seat-{n}-extra", _g(s["extra"]), "num")
            + _td(f"seat-{n}-total", _g(s["total"]), "num total")
            + f'<td class="why">{e("; ".join(s["lines"]))}</td></tr>')
    best = c["best_move"][0] if c["best_move"] else None
    best_html = (f'<p>Лучший ход / best move: seat <b data-field="best-move-victim">'
                 f'{best["seat"]}</b> named <b data-field="best-move-named">'
                 f'{e(", ".join(map(str, best["targets"])) or "—")}</b></p>' if best else
                 '<p>Лучший ход / best move: <span data-field="best-move-victim">—</span></p>')
    votes = []
    for r in c["votes"]:
        auto = set(r["auto"])
        cells = []
        for cand, n in r["counts"].items():
            who = ", ".join(f"{v}*" if v in auto else str(v) for v in r["voters"].get(cand, []))
            cells.append(f'<span data-field="vote-{r["day"]}-{r["round"]}-{cand}" '
                         f'data-votes="{n}">№{cand}: <b>{n}</b> ({e(who) or "—"})</span>')
        votes.append(f'<tr><td>{r["day"]}</td><td>{r["round"]}</td><td>{" · ".join(cells)}'
                     "</td></tr>")
    leave = [f'<li data-field="all-leave-{k}">yes: {e(", ".join(map(str, a["yes"])) or "—")} '
             f'({len(a["yes"])} of {a["needed"]}): {"all leave" if a["leave"] else "all stay"}'
             "</li>" for k, a in enumerate(c["all_leave"], 1)]
    nights = [f'<li data-field="night-{k}">night {a["night"]}, {e(a["step"])}: {a["by"]} → '
              f'{a["target"] if a["target"] is not None else "—"}</li>'
              for k, a in enumerate(c["night_acts"], 1)]
    checks = [f'<li data-field="check-{k}">{e(x["role"])} (seat {x["by"]}) checked {x["target"]}:'
              f' {"yes" if x["answer"] else "no"}</li>' for k, x in enumerate(c["checks"], 1)]
    analysis = [f'<li data-field="analysis-{k}">{e(t)}</li>'
                for k, t in enumerate(c["analysis"], 1)]
    css = CSS.read_text(encoding="utf-8")
    return f"""<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>Protocol {e(c["id"][:8])}</title>
<style>{css}</style></head><body>
<h1>Протокол игры <span class="sub">Game protocol</span></h1>
<table class="head"><tr>
<th>Игра / game</th>{_td("game-id", c["id"][:8])}
<th>Стол / table</th>{_td("game-box", c["box"] or "—")}
<th>Дата / date</th>{_td("game-date", c["date"])}</tr><tr>
<th>Правила / rules</th>{_td("game-rules", c["rules"])}
<th>Подсчёт / scoring</th>{_td("game-scoring", c["scoring"])}
<th>Итог / result</th>{_td("game-winner", c["winner_text"] or c["winner"])}</tr></table>
<table class="seats"><thead><tr><th>№</th><th>Игрок / player</th><th>Роль</th>
<th>Фолы / fouls</th><th>Ушёл / left</th><th>Баллы</th><th>Доп.</th><th>Итого</th>
<th>за что / why</th></tr></thead><tbody>
{"".join(rows)}
</tbody></table>
{best_html}
<h2>Голосования / votes</h2>
<table class="votes"><thead><tr><th>day</th><th>round</th><th>nominee: votes (voters; * given
to the last candidate)</th></tr></thead><tbody>{"".join(votes) or
'<tr><td colspan="3">—</td></tr>'}</tbody></table>
{"<ul>" + "".join(leave) + "</ul>" if leave else ""}
<div class="cols"><div><h2>Ночь / night</h2><ul>{"".join(nights) or "<li>—</li>"}</ul></div>
<div><h2>Проверки / checks</h2><ul>{"".join(checks) or "<li>—</li>"}</ul></div></div>
<h2>Анализ / analysis <span class="sub">the town's win chance by playouts</span></h2>
<ul class="analysis">{"".join(analysis) or "<li>—</li>"}</ul>
</body></html>
"""


def write_html(c: dict[str, Any], path: Path) -> Path:
    path.write_text(page(c), encoding="utf-8")
    return path


def write_pdf(c: dict[str, Any], path: Path) -> Path:
    """The page as a PDF (A4). Raises PdfUnavailable."""
    try:
        from weasyprint import HTML
    except (ImportError, OSError) as err:
        raise PdfUnavailable(
            f"WeasyPrint cannot run ({err}): pip install weasyprint, and the Debian "
            "packages libpango-1.0-0 libpangoft2-1.0-0 (./run.sh installs them)") from None
    HTML(string=page(c)).write_pdf(str(path))
    return path
