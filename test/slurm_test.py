#!/usr/bin/env python3
"""README's Slurm array recipe, run for real: starts a one-node Slurm cluster from Debian's packages (munged,
slurmctld, slurmd on localhost, a generated slurm.conf in a scratch directory), submits README's script with
`sbatch --array=0-3 --wait`, merges the four shard results with `dlx merge` and compares the count with one unsharded
run. Where the cluster cannot start (not root, packages missing, daemons refusing), it says exactly why and exits 77
(meson: skipped). ../shared/docs/slurm-one-node.md has the recipe this follows.

usage: slurm_test.py DLX SOURCE_ROOT
"""
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DLX, ROOT = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
INSTANCE = ROOT / "test" / "data" / "exact-cover" / "langford-8.dlx"


def skip(reason):
    print(f"SKIP: {reason}")
    sys.exit(77)


def readme_script():
    text = (ROOT / "README.md").read_text()
    match = re.search(r"A Slurm array job.*?```bash\n(.*?)```", text, re.S)
    if not match:
        print("FAIL: README has no Slurm array script (a ```bash block after 'A Slurm array job')")
        sys.exit(1)
    return match.group(1)


if os.geteuid() != 0:
    skip("the daemons run as root here (slurmd needs it); run as root, as CI does")
for program in ("munged", "slurmctld", "slurmd", "sbatch", "sinfo"):
    if shutil.which(program) is None and not Path("/usr/sbin", program).exists():
        skip(f"{program} is not installed (Debian packages slurm-wlm and munge; .ci/run installs them)")

script = readme_script()
host = socket.gethostname().split(".")[0]
scratch = Path(tempfile.mkdtemp(prefix="dlx-slurm-"))
started = []
started_munge = False
failures = []
try:
    # munge: its key and directories, then the daemon as the munge user.
    for directory in ("/run/munge", "/var/log/munge", "/var/lib/munge", "/etc/munge"):
        Path(directory).mkdir(parents=True, exist_ok=True)
        shutil.chown(directory, "munge", "munge")
    if not Path("/etc/munge/munge.key").exists():
        subprocess.run(["runuser", "-u", "munge", "--", "/usr/sbin/mungekey", "--create"], check=False)
    if subprocess.run(["sh", "-c", "munge -n | unmunge"], capture_output=True).returncode != 0:
        subprocess.run(["runuser", "-u", "munge", "--", "/usr/sbin/munged"], check=False)
        started_munge = True
        time.sleep(1)
    if subprocess.run(["sh", "-c", "munge -n | unmunge"], capture_output=True).returncode != 0:
        skip("munged did not start (munge -n | unmunge fails)")

    (scratch / "state").mkdir()
    (scratch / "spool").mkdir()
    conf = scratch / "slurm.conf"
    conf.write_text(f"""ClusterName=dlxtest
SlurmctldHost={host}
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmUser=root
SlurmdUser=root
StateSaveLocation={scratch}/state
SlurmdSpoolDir={scratch}/spool
SlurmctldPidFile={scratch}/slurmctld.pid
SlurmdPidFile={scratch}/slurmd.pid
SlurmctldLogFile={scratch}/slurmctld.log
SlurmdLogFile={scratch}/slurmd.log
ReturnToService=2
JobAcctGatherType=jobacct_gather/none
NodeName={host} CPUs={os.cpu_count()} State=UNKNOWN
PartitionName=main Nodes={host} Default=YES MaxTime=INFINITE State=UP
""")
    env = dict(os.environ, SLURM_CONF=str(conf), PATH=f"{DLX.parent}:{os.environ.get('PATH', '')}")
    for daemon in ("slurmctld", "slurmd"):
        started.append(subprocess.Popen([f"/usr/sbin/{daemon}", "-D"], env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL))
        time.sleep(1)
    for _ in range(30):
        state = subprocess.run(["sinfo", "-h", "-o", "%t"], env=env, capture_output=True, text=True).stdout.strip()
        if state.startswith("idle"):
            break
        time.sleep(1)
    else:
        log = (scratch / "slurmctld.log").read_text()[-1500:] if (scratch / "slurmctld.log").exists() else ""
        skip(f"the node did not come up idle within 30 s (sinfo: {state!r}); slurmctld.log ends:\n{log}")

    work = scratch / "work"
    work.mkdir()
    shutil.copy(INSTANCE, work / "langford-8.dlx")
    (work / "shards.sbatch").write_text(script)
    submit = subprocess.run(["sbatch", "--array=0-3", "--wait", "shards.sbatch"], cwd=work, env=env,
                            capture_output=True, text=True, timeout=300)
    print(submit.stdout.strip(), submit.stderr.strip())
    if submit.returncode != 0:
        logs = "".join(p.read_text() for p in work.glob("shard-*.log"))
        failures.append(f"sbatch --array=0-3 --wait: exit {submit.returncode}: {submit.stderr.strip()}\n{logs}")
    else:
        shards = sorted(str(p) for p in work.glob("langford-8-?.json"))
        merged = subprocess.run([str(DLX), "merge"] + shards, capture_output=True, text=True)
        whole = subprocess.run([str(DLX), "cover", str(INSTANCE)], capture_output=True, text=True)
        print(f"{len(shards)} shard results; merged: {merged.stdout.strip()}; one run: {whole.stdout.strip()}")
        if len(shards) != 4 or merged.returncode != 0 or merged.stdout != whole.stdout or whole.stdout.strip() != "150":
            failures.append(f"merged {merged.stdout.strip()!r} (exit {merged.returncode}: {merged.stderr.strip()}), "
                            f"one run {whole.stdout.strip()!r}")
        checkpoints = list(work.glob("langford-8-?.checkpoint"))
        if len(checkpoints) != 4:
            failures.append(f"{len(checkpoints)} checkpoints written, not 4")
finally:
    for process in reversed(started):  # stopped by the processes we started, never by name
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    if started_munge:  # by the PID it wrote
        try:
            os.kill(int(Path("/run/munge/munged.pid").read_text().strip()), 15)
        except (OSError, ValueError):
            pass
    shutil.rmtree(scratch, ignore_errors=True)

for failure in failures:
    print(f"FAIL: {failure}")
sys.exit(1 if failures else 0)
