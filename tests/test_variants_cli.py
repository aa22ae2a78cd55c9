"""The engine command line for FreeCell and Spider (--game)."""

from __future__ import annotations

import json

from klondike_qt.engine.klondike.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_freecell_deal_prints_microsofts_deal(capsys):
    status, out, _ = run(capsys, "deal", "1", "--game", "freecell")
    data = json.loads(out)
    assert status == 0 and data["game"] == "freecell"
    assert data["tableau"][0] == ["Jd", "Kd", "2s", "4c", "3s", "6d", "6s"]


def test_freecell_solve_then_replay_wins(capsys, tmp_path):
    status, out, _ = run(capsys, "solve", "617", "--game", "freecell", "--time-limit", "60")
    result = json.loads(out)
    assert status == 0 and result["result"] == "solved"
    moves = tmp_path / "moves.txt"
    moves.write_text("\n".join(result["moves"]) + "\n")
    status, out, _ = run(capsys, "replay", "617", str(moves), "--game", "freecell")
    assert status == 0 and json.loads(out) == {"legal": True, "won": True, "moves": len(result["moves"])}


def test_freecell_replay_names_the_rule_of_an_illegal_move(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("Jd>t2\n")  # deal 1: the jack of diamonds is at the bottom of column 1
    status, out, err = run(capsys, "replay", "1", str(moves), "--game", "freecell")
    assert status == 1 and json.loads(out)["reason"] == "broken-run" and "line 1" in err


def test_spider_deal_and_json_round_trip(capsys, tmp_path):
    status, out, _ = run(capsys, "deal", "7", "--game", "spider", "--suits", "2")
    data = json.loads(out)
    assert status == 0 and data["suits"] == 2 and len(data["stock"]) == 50
    deal = tmp_path / "deal.json"
    deal.write_text(out)
    moves = tmp_path / "moves.txt"
    moves.write_text("deal\n")
    status, out, _ = run(capsys, "replay", str(deal), str(moves), "--game", "spider")
    assert status == 0 and json.loads(out)["moves"] == 1


def test_spider_solve_then_replay_wins(capsys, tmp_path):
    status, out, _ = run(capsys, "solve", "9", "--game", "spider", "--suits", "1", "--time-limit", "60")
    result = json.loads(out)
    assert result["result"] == "solved"
    moves = tmp_path / "moves.txt"
    moves.write_text("\n".join(result["moves"]))
    status, out, _ = run(capsys, "replay", "9", str(moves), "--game", "spider", "--suits", "1")
    assert status == 0 and json.loads(out)["won"] is True and json.loads(out)["sequences"] == 8


def test_bad_input_exits_2(capsys, tmp_path):
    status, _, err = run(capsys, "deal", "0", "--game", "freecell")
    assert status == 2 and "1 to 1000000" in err
    status, _, err = run(capsys, "replay", "1", "/dev/zero", "--game", "spider")
    assert status == 2 and "cannot read moves file" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    status, _, err = run(capsys, "deal", str(bad), "--game", "freecell")
    assert status == 2 and "not JSON" in err


def test_freecell_solve_jsonl_answers_each_deal_with_its_id(capsys, tmp_path):
    deals = tmp_path / "deals.jsonl"
    lines = []
    for deal_id, number in (("first", 1), (617, 617)):
        status, out, _ = run(capsys, "deal", str(number), "--game", "freecell")
        lines.append(json.dumps({"id": deal_id, **json.loads(out)}))
    deals.write_text("\n".join(lines) + "\n\n")
    status, out, _ = run(capsys, "solve", "--game", "freecell", "--jsonl", str(deals))
    answers = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and [answer["id"] for answer in answers] == ["first", 617]
    for answer, number in zip(answers, (1, 617), strict=True):
        assert answer["result"] == "solved"
        moves = tmp_path / "moves.txt"
        moves.write_text("\n".join(answer["moves"]) + "\n")
        status, replayed, _ = run(capsys, "replay", str(number), str(moves), "--game", "freecell")
        assert json.loads(replayed)["won"] is True


def test_freecell_solve_jsonl_refuses_a_line_without_id_before_solving(capsys, tmp_path):
    status, out, _ = run(capsys, "deal", "1", "--game", "freecell")
    deals = tmp_path / "deals.jsonl"
    deals.write_text(json.dumps({"id": 1, **json.loads(out)}) + "\n" + out)
    status, out, err = run(capsys, "solve", "--game", "freecell", "--jsonl", str(deals))
    assert status != 0 and out == "" and ":2:" in err and '"id"' in err
