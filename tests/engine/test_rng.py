from engine import rng


def test_same_seed_same_numbers_and_state_is_json_int():
    a = {"rng": rng.seed_value(42)}
    b = {"rng": rng.seed_value(42)}
    assert [rng.roll(a) for _ in range(50)] == [rng.roll(b) for _ in range(50)]
    assert isinstance(a["rng"], int) and 0 <= a["rng"] < 2 ** 64


def test_different_seeds_differ():
    a = {"rng": rng.seed_value(1)}
    b = {"rng": rng.seed_value(2)}
    assert [rng.roll(a) for _ in range(20)] != [rng.roll(b) for _ in range(20)]


def test_die_is_fair_enough():
    s = {"rng": rng.seed_value(7)}
    counts = [0] * 7
    for _ in range(60000):
        counts[rng.roll(s)] += 1
    assert counts[0] == 0
    for c in counts[1:]:
        assert 9000 < c < 11000


def test_shuffle_is_a_permutation_and_randint_bounds():
    s = {"rng": rng.seed_value(3)}
    items = list(range(16))
    rng.shuffle(s, items)
    assert sorted(items) == list(range(16)) and items != list(range(16))
    assert {rng.randint(s, 3, 5) for _ in range(200)} == {3, 4, 5}
    assert 0 <= rng.random_float(s) < 1
