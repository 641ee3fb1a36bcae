#!/usr/bin/env python3
"""Run our solver-bench and Kiwi's kiwi_bench.py on the same workloads and compare them.

    python3 Benchmarks/compare.py                          # every workload, smallest first
    python3 Benchmarks/compare.py chain-100 kiwi-bench     # by name, or give .json paths
    python3 Benchmarks/compare.py --budget 4 --kiwi-timeout 120 --json results.jsonl

For each workload, our release binary runs first (one process per workload, so peak_rss_mb is
that workload's), then kiwi_bench.py (one process per workload, killed after --kiwi-timeout
seconds: Kiwi takes minutes to hours on chain-1000/5000, grid-70x70 and resize-chain). Each row
of the table is printed as soon as both are done.

Columns: ours and Kiwi's build_total_ms (objects + build + solve, medians) and their ratio
ours/kiwi (below 1: ours is faster), the same for step_us (one edit step of the resize
workloads), ours us_per_constraint (build_solver_ms * 1000 / constraints), and the checks
passed/total of each. Kiwi's numbers include Python call overhead (see Benchmarks/Workloads/README.md).

Standard library only. kiwi_bench.py needs kiwisolver (pip install kiwisolver); without it,
or with --no-kiwi, ours runs alone. Exit status 1 if any of our checks fails or our driver
reports an error, 2 on a usage problem.
"""
import argparse
import glob
import importlib.util
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Compare HeadlessUIKit's solver-bench with kiwi_bench.py line by line.")
    p.add_argument("workloads", nargs="*",
                   help="workload names (chain-100) or .json paths; default: all, smallest first")
    p.add_argument("--workload-dir", default=os.path.join(HERE, "Workloads"),
                   help="the folder holding kiwi_bench.py and workloads/ "
                        "(default: Benchmarks/Workloads)")
    p.add_argument("--binary", default=os.path.join(REPO, ".build", "release", "solver-bench"),
                   help="our driver (default: .build/release/solver-bench)")
    p.add_argument("--budget", type=float, default=10.0,
                   help="seconds of build timing per workload and driver (default 10)")
    p.add_argument("--max-reps", type=int, default=15, help="repetition cap (default 15)")
    p.add_argument("--kiwi-timeout", type=float, default=60.0,
                   help="seconds before a Kiwi run is killed (default 60)")
    p.add_argument("--ours-timeout", type=float, default=1800.0,
                   help="seconds before one of our runs is killed (default 1800)")
    p.add_argument("--no-kiwi", action="store_true", help="run ours only")
    p.add_argument("--native-kiwi-strength", action="store_true",
                   help="pass --native-kiwi-strength to both drivers")
    p.add_argument("--json", metavar="OUT", help="also write one JSON line per workload to OUT")
    return p.parse_args(argv)


def resolve_workloads(names, workload_dir):
    if not names:
        return sorted(glob.glob(os.path.join(workload_dir, "*.json")), key=os.path.getsize)
    files = []
    for name in names:
        if os.path.exists(name):
            files.append(name)
            continue
        candidate = os.path.join(workload_dir, name if name.endswith(".json") else name + ".json")
        if not os.path.exists(candidate):
            sys.exit(f"compare.py: no workload {name!r} (looked for {candidate})")
        files.append(candidate)
    return files


def run_driver(command, timeout):
    """Runs one driver on one file. Returns (result_line or None, status, message)."""
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout", f"timeout (> {timeout:g} s)"
    except OSError as error:
        return None, "error", str(error)
    machine = None
    for line in proc.stderr.splitlines():
        if line.startswith('{"machine"'):
            machine = json.loads(line)["machine"]
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if lines and proc.returncode in (0, 1):
        result = json.loads(lines[-1])
        result["_machine"] = machine
        return result, "ok", ""
    errors = [line for line in proc.stderr.splitlines()
              if line.strip() and not line.startswith('{"machine"') and "warning" not in line]
    return None, "error", (errors[-1] if errors else f"exit status {proc.returncode}")


def fmt(x):
    if x is None:
        return "-"
    if x >= 1000:
        return f"{x:,.0f}"
    if x >= 10:
        return f"{x:.1f}"
    if x >= 0.1:
        return f"{x:.3f}"
    return f"{x:.4f}"


def kiwi_build_lower_bound_ms(timeout, budget):
    """A lower bound on Kiwi's median build time when its run was killed after `timeout` s.

    Under the repetition rule the solver mode takes at most max(3b, budget/2 + b) for a build
    of b seconds, so a run longer than T means b > min(T/3, T - budget/2) (neglecting the
    object-creation mode and the steps, which are small next to such builds)."""
    bound = min(timeout / 3, timeout - budget / 2)
    return bound * 1000 if bound > 0 else None


def ratio(ours, kiwi, kiwi_status, kiwi_lower_ms):
    if ours is None:
        return None, "-"
    if kiwi_status == "timeout" and kiwi_lower_ms:
        bound = ours / kiwi_lower_ms
        return None, f"< {bound:.2g}"
    if kiwi is None or kiwi == 0:
        return None, "-"
    r = ours / kiwi
    return r, f"{r:.3g}"


def checks_text(result):
    if result is None:
        return "-"
    ok, bad = result.get("checks_ok", 0), result.get("checks_failed", 0)
    return f"{ok}/{ok + bad}" + (" FAIL" if bad else "")


COLUMNS = [("workload", 24, "<"), ("constraints", 11, ">"), ("ours ms", 10, ">"),
           ("kiwi ms", 17, ">"), ("ratio", 8, ">"), ("ours step us", 12, ">"),
           ("kiwi step us", 17, ">"), ("ratio", 8, ">"), ("us/constr", 9, ">"),
           ("checks ours | kiwi", 22, "<")]


def row_text(cells):
    return "  ".join(f"{str(c):{align}{width}}" for c, (_, width, align) in zip(cells, COLUMNS))


def compare_one(path, args, kiwi_script, kiwi_available):
    common = ["--budget", f"{args.budget:g}", "--max-reps", str(args.max_reps)]
    if args.native_kiwi_strength:
        common.append("--native-kiwi-strength")
    ours, ours_status, ours_msg = run_driver([args.binary, *common, path], args.ours_timeout)
    if kiwi_available:
        kiwi, kiwi_status, kiwi_msg = run_driver(
            [sys.executable, kiwi_script, *common, path], args.kiwi_timeout)
    else:
        kiwi, kiwi_status, kiwi_msg = None, "skipped", "kiwisolver not installed"

    name = (ours or kiwi or {}).get("workload", os.path.splitext(os.path.basename(path))[0])
    constraints = (ours or kiwi or {}).get("constraints")
    get = lambda r, key: None if r is None else r.get(key)
    lower_ms = kiwi_build_lower_bound_ms(args.kiwi_timeout, args.budget)
    build_r, build_rt = ratio(get(ours, "build_total_ms"), get(kiwi, "build_total_ms"),
                              kiwi_status, lower_ms)
    has_steps = get(ours, "step_us") is not None or get(kiwi, "step_us") is not None
    step_r, step_rt = (ratio(get(ours, "step_us"), get(kiwi, "step_us"), kiwi_status, None)
                       if has_steps else (None, "-"))

    def kiwi_cell(key):
        if kiwi_status in ("timeout", "error", "skipped"):
            return kiwi_msg if kiwi_status == "timeout" else kiwi_status
        return fmt(get(kiwi, key))

    cells = [name, constraints if constraints is not None else "-",
             fmt(get(ours, "build_total_ms")) if ours else ours_status,
             kiwi_cell("build_total_ms"), build_rt,
             fmt(get(ours, "step_us")) if has_steps else "-",
             kiwi_cell("step_us") if has_steps else "-", step_rt,
             fmt(get(ours, "us_per_constraint")),
             f"{checks_text(ours)} | {checks_text(kiwi) if kiwi else kiwi_status}"]
    record = {
        "workload": name, "file": path, "constraints": constraints,
        "ours": ours if ours else {"status": ours_status, "message": ours_msg},
        "kiwi": kiwi if kiwi else {"status": kiwi_status, "message": kiwi_msg,
                                   **({"timeout_s": args.kiwi_timeout}
                                      if kiwi_status == "timeout" else {})},
        "build_ratio": build_r, "step_ratio": step_r,
    }
    notes = []
    if ours_status != "ok":
        notes.append(f"  ours: {ours_msg}")
    if kiwi_status == "error":
        notes.append(f"  kiwi: {kiwi_msg}")
    ok = ours is not None and ours.get("checks_failed", 0) == 0
    return row_text(cells), notes, record, ok


def main(argv):
    args = parse_args(argv)
    bench_dir = args.workload_dir
    kiwi_script = os.path.join(bench_dir, "kiwi_bench.py")
    files = resolve_workloads(args.workloads, os.path.join(bench_dir, "workloads"))
    if not files:
        sys.exit(f"compare.py: no workloads found in {os.path.join(bench_dir, 'workloads')}")
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"compare.py: {args.binary} not found; build it first:\n"
                 "  swift build -c release --product solver-bench")
    kiwi_available = not args.no_kiwi and importlib.util.find_spec("kiwisolver") is not None
    if not args.no_kiwi and not kiwi_available:
        print("compare.py: kiwisolver is not installed (pip install kiwisolver): "
              "running ours alone", file=sys.stderr)
    if kiwi_available and not os.path.exists(kiwi_script):
        sys.exit(f"compare.py: {kiwi_script} not found (use --workload-dir DIR)")

    print(f"budget {args.budget:g} s per driver and workload, kiwi timeout "
          f"{args.kiwi_timeout:g} s; ratio = ours / kiwi (below 1: ours faster)")
    print(row_text([c for c, _, _ in COLUMNS]))
    print(row_text(["-" * w for _, w, _ in COLUMNS]), flush=True)
    out = open(args.json, "w") if args.json else None
    all_ok = True
    machines = {}
    try:
        for path in files:
            text, notes, record, ok = compare_one(path, args, kiwi_script, kiwi_available)
            all_ok &= ok
            for side in ("ours", "kiwi"):
                machine = record[side].pop("_machine", None)
                if machine and side not in machines:
                    machines[side] = machine
            print(text, flush=True)
            for note in notes:
                print(note, flush=True)
            if out:
                out.write(json.dumps(record) + "\n")
                out.flush()
    finally:
        if out:
            out.close()
    for side, machine in machines.items():
        print(f"{side} machine: {json.dumps(machine)}")
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
