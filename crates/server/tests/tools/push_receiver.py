"""A stand-in for a browser's push service, for end-to-end tests.

It hands out subscriptions the way a browser's PushManager would (a fresh
P-256 key pair and auth secret each), accepts push messages only when they
follow RFC 8030 (Web Push), RFC 8291 (message encryption) and RFC 8292
(VAPID), decrypts them with its private key, and lets the test read back what
arrived and what was refused.

Run: python push_receiver.py [--delay SECONDS]
The first and only line on stdout is {"port": N}; it then serves on
127.0.0.1:N until killed. With --delay, every push is answered only after
that many seconds, as an overloaded push service would.

Interface:
  POST /subscriptions            {"server_key": "<b64url P-256 public key>"}
                                 -> 201 {"id", "endpoint", "keys": {"p256dh", "auth"}}
  POST /push/<id>                a push message -> 201 + Location: /message/<n>;
                                 400 bad message, 401 bad VAPID, 404 unknown id,
                                 410 after /gone
  POST /subscriptions/<id>/gone  -> 204; later pushes to it answer 410
  GET  /subscriptions/<id>/received -> 200 [{"topic", "urgency", "ttl", "payload"}]
  GET  /errors                   -> 200 [{"id", "error"}] for every refused push
"""

import base64
import json
import os
import re
import secrets
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

# RFC 8030 §5.3: the only urgencies a push service understands.
URGENCIES = {"very-low", "low", "normal", "high"}
# RFC 8030 §5.4: a topic is at most 32 characters of the base64url alphabet.
TOPIC = re.compile(r"^[A-Za-z0-9_-]{1,32}$")
# RFC 8030 §7.2 / RFC 8291 §4: push services need accept no more than 4096
# bytes of encrypted payload, so a sender must stay within that.
MAX_BODY = 4096
# RFC 8292 §2: a VAPID token must not be valid for more than 24 hours.
MAX_EXP_AHEAD = 24 * 60 * 60

B64URL = re.compile(r"^[A-Za-z0-9_-]*$")

lock = threading.Lock()
subscriptions = {}  # id -> dict(server_key, private_key, auth, gone, received)
errors = []  # every refused push, in order
message_count = 0  # numbers the Location of each accepted message
origin = ""  # "http://127.0.0.1:N", set once the port is known
delay = 0.0  # seconds before a push is handled (--delay)


class Refused(Exception):
    """A push that breaks the protocol: its HTTP status and the reason."""

    def __init__(self, status, reason):
        super().__init__(reason)
        self.status = status
        self.reason = reason


def b64url_decode(text):
    # Strict on purpose: RFC 8291/8292 use base64url without padding, and a
    # lenient decoder (Python's drops stray characters) would hide a sender bug.
    if not isinstance(text, str) or not B64URL.match(text) or len(text) % 4 == 1:
        raise ValueError("not unpadded base64url")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def b64url_encode(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def public_key_from(text):
    """A P-256 public key from base64url of its 65-byte uncompressed point."""
    raw = b64url_decode(text)
    if len(raw) != 65 or raw[0] != 4:
        raise ValueError("not a 65-byte uncompressed P-256 point")
    return ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), raw)


def check_vapid(header, sub):
    """RFC 8292 §3: Authorization: vapid t=<JWT>, k=<public key>."""
    if not header:
        raise Refused(401, "no Authorization header")
    scheme, _, params = header.strip().partition(" ")
    if scheme.lower() != "vapid":
        raise Refused(401, f"Authorization scheme is {scheme!r}, not vapid")
    fields = {}
    for part in params.split(","):
        name, eq, value = part.strip().partition("=")
        if not eq:
            raise Refused(401, f"Authorization parameter without '=': {part!r}")
        fields[name.strip().lower()] = value.strip()
    token, key_text = fields.get("t"), fields.get("k")
    if not token or not key_text:
        raise Refused(401, "Authorization lacks t= or k=")

    try:
        key_raw = b64url_decode(key_text)
        key = public_key_from(key_text)
    except ValueError as e:
        raise Refused(401, f"k is not a P-256 public key: {e}")
    # The push service binds a subscription to the key given when it was made
    # (applicationServerKey), so any other key is someone else's push.
    if key_raw != sub["server_key"]:
        raise Refused(401, "k is not the subscription's server key")

    parts = token.split(".")
    if len(parts) != 3:
        raise Refused(401, "t is not a JWT of three parts")
    try:
        jwt_header = json.loads(b64url_decode(parts[0]))
        claims = json.loads(b64url_decode(parts[1]))
        signature = b64url_decode(parts[2])
    except (ValueError, UnicodeDecodeError) as e:
        raise Refused(401, f"JWT does not decode: {e}")
    if not isinstance(jwt_header, dict) or jwt_header.get("alg") != "ES256":
        raise Refused(401, f"JWT header is not ES256: {jwt_header!r}")
    if "typ" in jwt_header and jwt_header["typ"] != "JWT":
        raise Refused(401, f"JWT typ is {jwt_header['typ']!r}")

    # JWS (RFC 7518 §3.4) carries r||s as 32 bytes each; cryptography wants DER.
    if len(signature) != 64:
        raise Refused(401, f"ES256 signature is {len(signature)} bytes, not 64")
    der = encode_dss_signature(
        int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big")
    )
    try:
        key.verify(der, f"{parts[0]}.{parts[1]}".encode("ascii"), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise Refused(401, "JWT signature does not verify with k")

    if not isinstance(claims, dict):
        raise Refused(401, "JWT claims are not an object")
    if claims.get("aud") != origin:
        raise Refused(401, f"aud is {claims.get('aud')!r}, not {origin!r}")
    exp = claims.get("exp")
    # bool is an int in Python; true/false is no expiry time.
    if not isinstance(exp, int) or isinstance(exp, bool):
        raise Refused(401, f"exp is not an integer: {exp!r}")
    now = time.time()
    if exp <= now:
        raise Refused(401, f"exp {exp} has passed")
    if exp > now + MAX_EXP_AHEAD:
        raise Refused(401, f"exp {exp} is more than 24 hours ahead")
    sub_claim = claims.get("sub")
    if not isinstance(sub_claim, str) or not sub_claim.startswith(("mailto:", "https:")):
        raise Refused(401, f"sub is not a mailto: or https: URI: {sub_claim!r}")


def check_and_decrypt(headers, body, sub):
    """Every check a push service and then the browser would make; returns
    the record to keep."""
    ttl_text = headers.get("TTL")
    if ttl_text is None:
        raise Refused(400, "no TTL header")  # RFC 8030 §5.2: TTL is required
    if not re.fullmatch(r"[0-9]+", ttl_text.strip()):  # no sign: non-negative
        raise Refused(400, f"TTL is not a non-negative integer: {ttl_text!r}")
    ttl = int(ttl_text)

    urgency = headers.get("Urgency")
    if urgency is not None and urgency not in URGENCIES:
        raise Refused(400, f"Urgency {urgency!r} is not one of {sorted(URGENCIES)}")
    topic = headers.get("Topic")
    if topic is not None and not TOPIC.match(topic):
        raise Refused(400, f"Topic {topic!r} is not 1-32 base64url characters")

    check_vapid(headers.get("Authorization"), sub)

    encoding = headers.get("Content-Encoding")
    if encoding != "aes128gcm":
        raise Refused(400, f"Content-Encoding is {encoding!r}, not aes128gcm")
    if len(body) > MAX_BODY:
        raise Refused(400, f"body is {len(body)} bytes, over {MAX_BODY}")
    # RFC 8291 §4: the aes128gcm header's keyid is the sender's 65-byte
    # ephemeral public key; http_ece would take whatever is there.
    if len(body) < 21 or body[20] != 65:
        raise Refused(400, "aes128gcm header's keyid is not a 65-byte public key")
    try:
        plain = http_ece.decrypt(
            body, private_key=sub["private_key"], auth_secret=sub["auth"], version="aes128gcm"
        )
    except Exception as e:  # http_ece raises ECEException, ValueError, ...
        raise Refused(400, f"body does not decrypt: {getattr(e, 'message', None) or e!r}")
    try:
        text = plain.decode("utf-8")
    except UnicodeDecodeError:
        raise Refused(400, "plaintext is not UTF-8")
    try:
        payload = json.loads(text)
    except ValueError:
        payload = text
    return {"topic": topic, "urgency": urgency, "ttl": ttl, "payload": payload}


class Handler(BaseHTTPRequestHandler):
    # HTTP/1.1 so clients may keep connections open; every reply below sets
    # Content-Length so that stays correct.
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass  # stdout carries only the port line; stderr stays quiet too

    def reply(self, status, body=None, headers=()):
        data = b"" if body is None else json.dumps(body).encode("utf-8")
        self.send_response(status)
        if body is not None:
            self.send_header("Content-Type", "application/json")
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def read_body(self):
        # Read the whole body before answering, even a refusal, so a kept-alive
        # connection is not left with unread bytes.
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            data = b""
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip(), 16)
                if size == 0:
                    while self.rfile.readline().strip():  # trailers, then blank line
                        pass
                    return data
                data += self.rfile.read(size)
                self.rfile.readline()  # the CRLF after each chunk
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def do_GET(self):
        self.read_body()
        path = self.path.split("?")[0]
        # Copy under the lock, answer outside it: a slow reader holds no one up.
        if path == "/errors":
            with lock:
                found = list(errors)
            return self.reply(200, found)
        m = re.fullmatch(r"/subscriptions/([^/]+)/received", path)
        if m:
            with lock:
                sub = subscriptions.get(m.group(1))
                found = None if sub is None else list(sub["received"])
            if found is None:
                return self.reply(404, {"error": "unknown subscription"})
            return self.reply(200, found)
        self.reply(404, {"error": "no such path"})

    def do_POST(self):
        body = self.read_body()
        path = self.path.split("?")[0]
        if path == "/subscriptions":
            return self.subscribe(body)
        m = re.fullmatch(r"/subscriptions/([^/]+)/gone", path)
        if m:
            with lock:
                sub = subscriptions.get(m.group(1))
                if sub is None:
                    return self.reply(404, {"error": "unknown subscription"})
                sub["gone"] = True
            return self.reply(204)
        m = re.fullmatch(r"/push/([^/]+)", path)
        if m:
            return self.push(m.group(1), body)
        self.reply(404, {"error": "no such path"})

    def subscribe(self, body):
        try:
            server_key_text = json.loads(body)["server_key"]
            public_key_from(server_key_text)
        except (ValueError, KeyError, TypeError) as e:
            return self.reply(400, {"error": f"server_key must be a b64url P-256 public key: {e!r}"})
        # Like a browser's PushSubscription: its own key pair and auth secret.
        private_key = ec.generate_private_key(ec.SECP256R1())
        p256dh = private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        auth = os.urandom(16)
        with lock:
            sub_id = secrets.token_hex(6)
            while sub_id in subscriptions:
                sub_id = secrets.token_hex(6)
            subscriptions[sub_id] = {
                "server_key": b64url_decode(server_key_text),
                "private_key": private_key,
                "auth": auth,
                "gone": False,
                "received": [],
            }
        self.reply(
            201,
            {
                "id": sub_id,
                "endpoint": f"{origin}/push/{sub_id}",
                "keys": {"p256dh": b64url_encode(p256dh), "auth": b64url_encode(auth)},
            },
        )

    def push(self, sub_id, body):
        global message_count
        if delay:
            time.sleep(delay)
        with lock:
            sub = subscriptions.get(sub_id)
        try:
            if sub is None:
                raise Refused(404, "unknown subscription")
            # Checked even when gone, so a malformed push is never hidden by a 410.
            record = check_and_decrypt(self.headers, body, sub)
        except Refused as r:
            with lock:
                errors.append({"id": sub_id, "error": r.reason})
            return self.reply(r.status, {"error": r.reason})
        with lock:
            if sub["gone"]:
                # RFC 8030 §7.3: the subscription has expired; nothing is kept.
                gone = True
            else:
                gone = False
                sub["received"].append(record)
                message_count += 1
                n = message_count
        if gone:
            return self.reply(410, {"error": "subscription gone"})
        self.reply(201, None, [("Location", f"/message/{n}")])


def main():
    global origin, delay
    if sys.argv[1:2] == ["--delay"]:
        delay = float(sys.argv[2])
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True  # a kill need not wait for open connections
    port = server.server_address[1]
    origin = f"http://127.0.0.1:{port}"
    sys.stdout.write(json.dumps({"port": port}) + "\n")
    sys.stdout.flush()
    server.serve_forever()


if __name__ == "__main__":
    main()
