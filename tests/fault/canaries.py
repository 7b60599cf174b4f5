"""Secret-shaped values built at runtime (nothing secret-shaped is stored in the repository), and
ordinary values memory must still accept. Shared by the secret-shape tests and the canary runs."""

from __future__ import annotations

import base64
import random
import string
import subprocess
import sys
from pathlib import Path

_rng = random.Random(20261123)
ALNUM = string.ascii_letters + string.digits


def rand(n: int, alphabet: str = ALNUM) -> str:
    # Every class present, so a short draw is not accidentally all lower case.
    while True:
        out = "".join(_rng.choice(alphabet) for _ in range(n))
        if alphabet != ALNUM or (
            any(c.islower() for c in out) and any(c.isupper() for c in out) and any(c.isdigit() for c in out)
        ):
            return out


def hexs(n: int) -> str:
    return "".join(_rng.choice("0123456789abcdef") for _ in range(n))


def luhn_card(prefix: str, length: int = 16) -> str:
    body = prefix + "".join(_rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        digits = body + check
        total = 0
        for i, ch in enumerate(reversed(digits)):
            d = int(ch) * (2 if i % 2 else 1)
            total += d - 9 if d > 9 else d
        if total % 10 == 0:
            return digits
    raise AssertionError("unreachable")


def iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(numeric) % 97
    return f"{country}{check:02d}{bban}"


def b64(n: int) -> str:
    return base64.b64encode(_rng.randbytes(n)).decode()


def jwt() -> str:
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(b'{"sub":"' + rand(12).encode() + b'"}').decode().rstrip("=")
    return f"{head}.{body}.{rand(43)}"


def pem(kind: str) -> str:
    return f"-----BEGIN {kind}-----\n{b64(48)}\n-----END {kind}-----"


def secret_shapes() -> list[tuple[str, str]]:
    """(what it is, text containing it): at least 40 shapes."""
    amex = luhn_card("37", 15)
    master = luhn_card("51")
    gb = iban("GB", "NWBK" + "".join(_rng.choice(string.digits) for _ in range(14)))
    p = "pass"  # keeps scanners of this repository quiet: the words are assembled at runtime
    shapes = [
        ("OpenAI key", "sk-" + rand(48)),
        ("OpenAI project key", "sk-proj-" + rand(64)),
        ("Anthropic key", "sk-ant-api03-" + rand(80)),
        ("GitHub classic PAT", "ghp_" + rand(36)),
        ("GitHub OAuth token", "gho_" + rand(36)),
        ("GitHub fine-grained PAT", "github_pat_11" + rand(20) + "_" + rand(59)),
        ("GitLab PAT", "glpat-" + rand(20)),
        ("AWS access key id", "AKIA" + rand(16, string.ascii_uppercase + string.digits)),
        ("bare AWS secret access key", rand(30) + "/" + rand(9)),
        (
            "AWS pair in prose",
            "aws id AKIA" + rand(16, string.ascii_uppercase + "234567") + " and key " + rand(40),
        ),
        ("Stripe live secret", "sk_live_" + rand(24)),
        ("Stripe restricted", "rk_live_" + rand(24)),
        ("Stripe webhook secret", "whsec_" + rand(32)),
        ("Hugging Face", "hf_" + rand(34)),
        ("npm token", "npm_" + rand(36)),
        ("PyPI token", "pypi-AgEIcHlwaS5vcmc" + rand(60)),
        ("Google API key", "AIza" + rand(35)),
        ("Google OAuth access token", "ya29." + rand(60)),
        (
            "Slack bot token",
            "xoxb-" + "".join(_rng.choice(string.digits) for _ in range(12)) + "-" + rand(24),
        ),
        ("SendGrid key", "SG." + rand(22) + "." + rand(43)),
        ("Twilio API key", "SK" + hexs(32)),
        ("Discord bot token", "M" + rand(23) + "." + rand(6) + "." + rand(27)),
        ("Telegram bot token", "123456789:AA" + rand(33)),
        ("DigitalOcean token", "dop_v1_" + hexs(64)),
        ("Shopify token", "shpat_" + hexs(32)),
        ("JWT", jwt()),
        ("Bearer header", "Authorization: Bearer " + rand(40)),
        ("RSA private key", pem("RSA PRIVATE KEY")),
        ("OpenSSH private key", pem("OPENSSH PRIVATE KEY")),
        ("PKCS8 private key", pem("PRIVATE KEY")),
        ("EC private key", pem("EC PRIVATE KEY")),
        ("Visa card", luhn_card("4")),
        ("Mastercard with spaces", " ".join(master[i : i + 4] for i in range(0, 16, 4))),
        ("Amex with dashes", "-".join(amex[a:b] for a, b in ((0, 4), (4, 10), (10, 15)))),
        ("German IBAN", iban("DE", "".join(_rng.choice(string.digits) for _ in range(18)))),
        ("GB IBAN spaced", " ".join(gb[k : k + 4] for k in range(0, len(gb), 4))),
        (
            "Azure storage connection string",
            "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey="
            + b64(64)
            + ";EndpointSuffix=core.windows.net",
        ),
        (
            "Service Bus connection string",
            "Endpoint=sb://x.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=" + b64(32),
        ),
        ("Postgres URL with password", f"postgres://admin:{rand(12)}@db.internal:5432/app"),
        ("MongoDB URL with password", f"mongodb+srv://user:{rand(10)}@cluster0.mongodb.net/test"),
        ("SQL Server connection string", f"Server=tcp:x;Database=y;User Id=u;{p.title()}word={rand(12)};"),
        ("password in prose", f"the {p} is {rand(10)}"),
        ("password with colon", f"{p}word: {rand(12)}"),
        ("password for a site", f"my {p}word for example.com is {rand(9)}"),
        ("CVV", "CVV: " + "".join(_rng.choice(string.digits) for _ in range(3))),
        ("card security code prose", "security code 4821"),
        ("US SSN", "123-45-6789"),
        ("one-time code", "verification code 493021"),
        ("hex API key", hexs(40)),
        ("high-entropy token", rand(44)),
        ("Mailchimp key", hexs(32) + "-us14"),
    ]
    return shapes


def ordinary_values() -> list[str]:
    """Things a user wants remembered; none may be refused."""
    return [
        "Ada Lovelace",
        "12 Main Street, Springfield, IL 62704",
        "prefers window seats",
        "https://example.com/account/orders?page=2",
        "+1 (555) 010-4477",
        "order #123456 arrived 2026-03-14",
        "size M, colour blue",
        "ada.lovelace@example.com",
        "the login page is at /signin",
        "Use the second search box for products",
        "SKU ABC-12345-XL",
        "invoice INV-2026-000123",
        "Flight LH 1234 on 2026-05-01 at 07:45",
        "tracking number 1Z999AA10123456784",
        "ISBN 978-3-16-148410-0",
        "pass the salt",
        "The cheapest laptop was 549.99 EUR",
        "dark-mode-toggle-button",
        "Vegetarian, no nuts",
    ]


def exported_texts(env: dict, cwd: Path, timeout: float = 120) -> list[str]:
    """`opticlick export last` in every format, as a user runs it: what each printed and the file it
    wrote (the canary runs look for their secrets in these too)."""
    texts: list[str] = []
    for fmt in ("html", "md", "json"):
        out = cwd / f"x.{fmt}"
        export = subprocess.run(
            [sys.executable, "-m", "opticlick_tui", "export", "last", "--format", fmt, "--out", str(out)],
            capture_output=True, text=True, env=env, cwd=cwd, timeout=timeout,
        )  # fmt: skip
        assert export.returncode == 0, export.stderr
        texts += [export.stdout, export.stderr, out.read_text()]
    return texts


def assert_nowhere(canaries: dict[str, str], files: list[Path], outputs: list[str], root: Path) -> None:
    """No canary in any file's bytes or any output text; the message names the secret and the place."""
    for name, value in canaries.items():
        for path in files:
            assert value.encode() not in path.read_bytes(), f"the {name} is in {path.relative_to(root)}"
        for n, text in enumerate(outputs):
            assert value not in text, f"the {name} is in output {n}"
