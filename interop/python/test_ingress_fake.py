"""Tests of ingress-fake from Python, with the standard library only.

One ingress-fake process serves the whole module; each test works on an
account of its own, made through the control API. Set INGRESS_FAKE_BIN to
the path of the built binary (.ci/run does):

    INGRESS_FAKE_BIN=/tmp/ingress-fake python3 -m unittest discover -s interop/python
"""

import json
import os
import subprocess
import unittest
import urllib.error
import urllib.request

FAKE = {}


def setUpModule():
    binary = os.environ.get("INGRESS_FAKE_BIN", "ingress-fake")
    proc = subprocess.Popen(
        [binary, "-addr", "127.0.0.1:0", "-clock", "2026-01-02T03:04:05Z"],
        stdout=subprocess.PIPE, text=True)
    FAKE["proc"] = proc
    FAKE.update(proc.stdout.readline().strip().split("=", 1) for _ in range(4))


def tearDownModule():
    FAKE["proc"].terminate()
    FAKE["proc"].wait()


def call(method, path, token, body=None):
    """Sends a request to the fake; returns the status and the JSON body."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(FAKE["INGRESS_FAKE_URL"] + path, data=data, method=method)
    req.add_header("Authorization", "Bearer " + token)
    req.add_header("Ngrok-Version", "2")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(req) as resp:
            raw = resp.read()
            return resp.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as err:
        raw = err.read()
        return err.code, json.loads(raw) if raw else None


class AccountTest(unittest.TestCase):
    """Each test gets a new account of the shared process."""

    def setUp(self):
        status, acct = call("POST", "/_ingress/accounts", FAKE["INGRESS_FAKE_CONTROL_TOKEN"])
        self.assertEqual(status, 201)
        self.key = acct["api_key"]
        self.control = "/_ingress/accounts/" + acct["id"]
        self.addCleanup(call, "DELETE", self.control, FAKE["INGRESS_FAKE_CONTROL_TOKEN"])

    def api(self, method, path, body=None):
        return call(method, path, self.key, body)

    def hook(self, method, path, body=None):
        return call(method, self.control + path, self.key, body)

    def policy_ids(self):
        status, page = self.api("GET", "/ip_policies")
        self.assertEqual(status, 200)
        return [p["id"] for p in page["ip_policies"]]

    def test_resources_then_reset(self):
        status, policy = self.api("POST", "/ip_policies", {"description": "office"})
        self.assertEqual(status, 201)
        self.assertEqual(self.policy_ids(), [policy["id"]])
        status, _ = self.hook("POST", "/reset")
        self.assertEqual(status, 204)
        self.assertEqual(self.policy_ids(), [], "the account is back to its start")
        status, again = self.api("POST", "/ip_policies", {"description": "office"})
        self.assertEqual(status, 201, "the admin key still works")
        self.assertNotEqual(again["id"], policy["id"], "IDs after a reset are new")

    def test_accounts_are_isolated(self):
        status, policy = self.api("POST", "/ip_policies", {"description": "mine"})
        self.assertEqual(status, 201)
        status, other = call("POST", "/_ingress/accounts", FAKE["INGRESS_FAKE_CONTROL_TOKEN"])
        self.assertEqual(status, 201)
        self.addCleanup(call, "DELETE", "/_ingress/accounts/" + other["id"], FAKE["INGRESS_FAKE_CONTROL_TOKEN"])
        status, body = call("GET", "/ip_policies/" + policy["id"], other["api_key"])
        self.assertEqual(status, 404, "another account's ID does not exist")
        status, _ = call("POST", "/_ingress/accounts/%s/reset" % other["id"], self.key)
        self.assertEqual(status, 403, "a key controls its own account alone")

    def test_fault_is_seen(self):
        status, _ = self.hook("PUT", "/faults", {"rate": 1, "kinds": ["503"], "max": 1})
        self.assertEqual(status, 204)
        status, body = self.api("GET", "/ip_policies")
        self.assertEqual(status, 503)
        self.assertEqual(body["error_code"], "ERR_INGRESSTEST_INJECTED_FAILURE")
        self.assertEqual(self.policy_ids(), [], "the next request is served")
        status, stats = self.hook("GET", "/faults/stats")
        self.assertEqual(stats["injected"], {"503": 1})

    def test_agent_session_lists(self):
        status, cred = self.api("POST", "/credentials", {"description": "agent"})
        self.assertEqual(status, 201)
        status, session = self.hook("POST", "/tunnel_sessions", {"credential_id": cred["id"], "region": "eu"})
        self.assertEqual(status, 201)
        status, page = self.api("GET", "/tunnel_sessions")
        self.assertEqual(status, 200)
        self.assertEqual([(s["id"], s["region"]) for s in page["tunnel_sessions"]], [(session["id"], "eu")])

    def test_delivered_event(self):
        target = {"kinesis": {"auth": {"role": {"role_arn": "arn:aws:iam::123456789012:role/events"}},
                              "stream_arn": "arn:aws:kinesis:us-east-1:123456789012:stream/audit"}}
        status, dest = self.api("POST", "/event_destinations", {"format": "json", "target": target})
        self.assertEqual(status, 201)
        status, _ = self.api("POST", "/event_subscriptions",
                             {"sources": [{"type": "ip_policy_created.v0"}], "destination_ids": [dest["id"]]})
        self.assertEqual(status, 201)
        status, policy = self.api("POST", "/ip_policies", {"description": "audited"})
        self.assertEqual(status, 201)
        status, delivered = self.hook("GET", "/events/" + dest["id"])
        self.assertEqual(status, 200)
        self.assertEqual([(e["event_type"], e["object"]["id"]) for e in delivered["events"]],
                         [("ip_policy_created.v0", policy["id"])])

    def test_clock_moves(self):
        token = FAKE["INGRESS_FAKE_CONTROL_TOKEN"]
        status, before = call("GET", "/_ingress/clock", token)
        self.assertEqual(status, 200)
        status, after = call("POST", "/_ingress/clock/advance", token, {"by": "1h"})
        self.assertEqual(status, 200)
        self.assertNotEqual(before["time"], after["time"])
        status, policy = self.api("POST", "/ip_policies", {"description": "later"})
        self.assertEqual(policy["created_at"], after["time"], "the API reads the moved clock")

    def test_journal_reads_back_redacted(self):
        status, key = self.api("POST", "/api_keys", {"description": "journaled"})
        self.assertEqual(status, 201)
        status, journal = self.hook("GET", "/journal?operation=ApiKeysCreate&limit=1")
        self.assertEqual(status, 200)
        [entry] = journal["entries"]
        self.assertEqual((entry["method"], entry["path"], entry["status"]), ("POST", "/api_keys", 201))
        self.assertEqual(json.loads(entry["request"]["text"]), {"description": "journaled"})
        self.assertNotIn(key["token"], json.dumps(journal), "the token is redacted")
        self.assertEqual(json.loads(entry["response"]["text"])["token"], "[REDACTED]")
        status, _ = self.hook("GET", "/journal?status=abc")
        self.assertEqual(status, 400)
        status, _ = self.hook("DELETE", "/journal")
        self.assertEqual(status, 204)
        self.assertEqual(self.hook("GET", "/journal")[1]["entries"], [])


if __name__ == "__main__":
    unittest.main()
