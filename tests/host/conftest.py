import pytest


@pytest.fixture(scope="session")
def voice_cache_dir(tmp_path_factory):
    """A WAV cache for the tests that render the real phrase pack (rendered once)."""
    return tmp_path_factory.mktemp("host-voice-cache")


#: the runs whose figures the test run prints at its end (tests/conftest.py)
FIGURES = {"test_fault_fuzz": "fault run (issue 13)",
           "test_crash_resume": "crash run: the box killed mid-game (issue 13)"}


@pytest.fixture(autouse=True)
def figures(request):
    """What a test added to its module's ``COUNTS``, kept with its report: the report reaches
    the end of the run also from a worker process of ``pytest -n``."""
    counts = getattr(request.module, "COUNTS", None)
    title = FIGURES.get(request.module.__name__.rpartition(".")[2])
    before = dict(counts or {})
    yield
    if counts is not None and title is not None:
        added = {k: v - before.get(k, 0) for k, v in counts.items()
                 if k not in before or v != before[k]}  # a must-be-0 count is shown at 0
        if added:
            request.node.user_properties.append(("figures", [title, added]))
