// Tests of ingress-fake from Node, with what Node 20 ships only (node:test,
// fetch). One ingress-fake process serves the whole file; each test works
// on an account of its own, made through the control API. Set
// INGRESS_FAKE_BIN to the path of the built binary (.ci/run does):
//
//   INGRESS_FAKE_BIN=/tmp/ingress-fake node --test interop/node/

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const fake = {};

before(async () => {
  const bin = process.env.INGRESS_FAKE_BIN ?? "ingress-fake";
  fake.proc = spawn(bin, ["-addr", "127.0.0.1:0", "-clock", "2026-01-02T03:04:05Z"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: fake.proc.stdout });
  for await (const line of lines) {
    const [name, value] = line.split(/=(.*)/s);
    fake[name] = value;
    if (Object.keys(fake).length === 5) break;
  }
});

after(() => {
  fake.proc.kill("SIGTERM");
});

// call sends a request to the fake and returns the status and JSON body.
async function call(method, path, token, body) {
  const res = await fetch(fake.INGRESS_FAKE_URL + path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      "Ngrok-Version": "2",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

// newAccount makes an account of its own for a test, deleted after it.
async function newAccount(t) {
  const { status, body } = await call("POST", "/_ingress/accounts", fake.INGRESS_FAKE_CONTROL_TOKEN);
  assert.equal(status, 201);
  const control = `/_ingress/accounts/${body.id}`;
  t.after(() => call("DELETE", control, fake.INGRESS_FAKE_CONTROL_TOKEN));
  return {
    id: body.id,
    key: body.api_key,
    api: (method, path, b) => call(method, path, body.api_key, b),
    hook: (method, path, b) => call(method, control + path, body.api_key, b),
  };
}

async function policyIDs(acct) {
  const { status, body } = await acct.api("GET", "/ip_policies");
  assert.equal(status, 200);
  return body.ip_policies.map((p) => p.id);
}

test("resources, then a reset", async (t) => {
  const acct = await newAccount(t);
  const created = await acct.api("POST", "/ip_policies", { description: "office" });
  assert.equal(created.status, 201);
  assert.deepEqual(await policyIDs(acct), [created.body.id]);
  assert.equal((await acct.hook("POST", "/reset")).status, 204);
  assert.deepEqual(await policyIDs(acct), [], "the account is back to its start");
  const again = await acct.api("POST", "/ip_policies", { description: "office" });
  assert.equal(again.status, 201, "the admin key still works");
  assert.notEqual(again.body.id, created.body.id, "IDs after a reset are new");
});

test("accounts are isolated", async (t) => {
  const mine = await newAccount(t);
  const other = await newAccount(t);
  const created = await mine.api("POST", "/ip_policies", { description: "mine" });
  assert.equal(created.status, 201);
  assert.equal((await other.api("GET", `/ip_policies/${created.body.id}`)).status, 404);
  assert.equal((await call("POST", `/_ingress/accounts/${other.id}/reset`, mine.key)).status, 403);
});

test("an injected fault is seen", async (t) => {
  const acct = await newAccount(t);
  assert.equal((await acct.hook("PUT", "/faults", { rate: 1, kinds: ["503"], max: 1 })).status, 204);
  const failed = await acct.api("GET", "/ip_policies");
  assert.equal(failed.status, 503);
  assert.equal(failed.body.error_code, "ERR_INGRESSTEST_INJECTED_FAILURE");
  assert.deepEqual(await policyIDs(acct), [], "the next request is served");
  assert.deepEqual((await acct.hook("GET", "/faults/stats")).body.injected, { 503: 1 });
});

test("a simulated agent session lists", async (t) => {
  const acct = await newAccount(t);
  const cred = await acct.api("POST", "/credentials", { description: "agent" });
  assert.equal(cred.status, 201);
  const session = await acct.hook("POST", "/tunnel_sessions", { credential_id: cred.body.id, region: "eu" });
  assert.equal(session.status, 201);
  const listed = await acct.api("GET", "/tunnel_sessions");
  assert.deepEqual(listed.body.tunnel_sessions.map((s) => [s.id, s.region]), [[session.body.id, "eu"]]);
});

test("a delivered event reads", async (t) => {
  const acct = await newAccount(t);
  const target = {
    kinesis: {
      auth: { role: { role_arn: "arn:aws:iam::123456789012:role/events" } },
      stream_arn: "arn:aws:kinesis:us-east-1:123456789012:stream/audit",
    },
  };
  const dest = await acct.api("POST", "/event_destinations", { format: "json", target });
  assert.equal(dest.status, 201);
  const sub = await acct.api("POST", "/event_subscriptions", {
    sources: [{ type: "ip_policy_created.v0" }],
    destination_ids: [dest.body.id],
  });
  assert.equal(sub.status, 201);
  const policy = await acct.api("POST", "/ip_policies", { description: "audited" });
  const delivered = await acct.hook("GET", `/events/${dest.body.id}`);
  assert.equal(delivered.status, 200);
  assert.deepEqual(delivered.body.events.map((e) => [e.event_type, e.object.id]), [["ip_policy_created.v0", policy.body.id]]);
});

test("the journal reads back redacted", async (t) => {
  const acct = await newAccount(t);
  const key = await acct.api("POST", "/api_keys", { description: "journaled" });
  assert.equal(key.status, 201);
  const { status, body } = await acct.hook("GET", "/journal?operation=ApiKeysCreate&limit=1");
  assert.equal(status, 200);
  assert.equal(body.entries.length, 1);
  const [entry] = body.entries;
  assert.deepEqual([entry.method, entry.path, entry.status], ["POST", "/api_keys", 201]);
  assert.deepEqual(JSON.parse(entry.request.text), { description: "journaled" });
  assert.ok(!JSON.stringify(body).includes(key.body.token), "the token is redacted");
  assert.equal(JSON.parse(entry.response.text).token, "[REDACTED]");
  assert.equal((await acct.hook("GET", "/journal?status=abc")).status, 400);
  assert.equal((await acct.hook("DELETE", "/journal")).status, 204);
  assert.deepEqual((await acct.hook("GET", "/journal")).body.entries, []);
});
