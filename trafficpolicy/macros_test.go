package trafficpolicy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// The examples of the macros reference, one or more per function, as
// conditions of an on_http_response rule (where every function is
// available).
func TestValidateAcceptsDocumentedFunctions(t *testing.T) {
	for _, expr := range []string{
		"base64.decode('aGVsbG8=') == b'hello'",
		"base64.encode(b'hello') == 'aGVsbG8='",
		"basic_auth.encode('username', 'password1') == 'Basic dXNlcm5hbWU6cGFzc3dvcmQx'",
		"b'hello'.size() == 5 && size(b'world!') == 6",
		"getReqCookie('session').secure",
		"getReqHeader('User-Agent').exists(v, v.matches('(?i)google-images'))",
		"size(getQueryParam('q')) == 0",
		"hasQueryParam('q') && hasReqCookie('session') && hasReqHeader('X-Version-Id')",
		"getResCookie('_device_id').value == 'mobile-phone-14'",
		"size(getResHeader('Content-Type').filter(v, v.matches('application/json'))) > 0",
		"hasResCookie('_device_id') && hasResHeader('Content-Type')",
		"hash.crc32('hello') == '3610a686' && hash.crc32('hello', 'base64') == 'NhCmhg=='",
		"hash.crc64('hello') != '' && hash.md5('hello', 'hex') != ''",
		"hash.sha1('hello') != '' && hash.sha256('hello', 'base64') != ''",
		"hash.sha512('hello') != '' && hash.xxhash64('hello', 'hex') != ''",
		"json.decode(getReqHeader('x-json-array')[0])[0] == \"first entry\"",
		"json.encode(req.content_type.parameters) == '{\"charset\":\"UTF-8\"}'",
		"json.encode(['a', 'b']) == '[\"a\",\"b\"]'",
		"[1, 2, 3].all(x, x > 0) && [1, -2, 3].exists(x, x > 0) && [1, 2, 3].exists_one(x, x == 2)",
		"['a', 'b'].encodeJson() != ''",
		"size([1, 2, 3].filter(x, x > 1)) == 2",
		"['hello', 'mellow'].join() == 'hellomellow' && ['hello', 'mellow'].join(' ') == 'hello mellow'",
		"[1, 2, 3].map(n, n * n) == [1, 4, 9] && [1, 2, 3, 4].map(num, num % 2 == 0, num * 2) == [4, 8]",
		"['hello', 'world'].size() == 2",
		"[1, 2, 3, 4].slice(1, 3) == [2, 3]",
		"[1, [2, 3], [4]].flatten() == [1, 2, 3, 4] && [1, [2, [3, [4]]]].flatten(2) != []",
		"[3, 2, 1].sort() == [1, 2, 3]",
		"[{'n': 'b'}, {'n': 'a'}].sortBy(e, e.n)[0].n == 'a'",
		"[1, 2, 2, 3].distinct() == [1, 2, 3]",
		"lists.range(5) == [0, 1, 2, 3, 4]",
		"{'one': 1, 'two': 2}.all(x, x.startsWith('o')) || {'one': 1}.exists_one(x, x == 'one')",
		"{'a': 'b', 'c': 'd'}.encodeJson() != '' && {'a': 'b', 'c': 'd'}.encodeQueryString() == 'a=b&c=d'",
		"{'one': 1, 'two': 2}.map(k, k) == ['one', 'two'] && {'one': 1}.size() == 1",
		"queryString.decode(req.url.query)[\"q\"] == \"hello\"",
		"queryString.encode({\"q\":\"policy\"}) == req.url.query",
		"rand.double() >= 0.5",
		"rand.int() == 1 && rand.int(0, 10) >= 5",
		"secrets.get('vault-name', 'secret-name') != ''",
		"matches('foobar', 'foo.*') && 'foobar'.matches('foo.*')",
		"'hello world'.startsWith('hello') && 'foobar'.endsWith('bar') && 'ngrok'.contains('gro')",
		"'hello'.charAt(4) == 'o' && 'hello'.size() == 5",
		"'hello mellow'.indexOf('ello') == 1 && 'hello mellow'.indexOf('', 2) == 2",
		"'hello %s'.format(['world']) == 'hello world'",
		"'hello mellow'.lastIndexOf('ello') == 7 && 'hello mellow'.lastIndexOf('ello', 6) == 1",
		"'hello mellow'.split() == ['hello', 'mellow'] && 'a,b'.split(',') == ['a', 'b'] && 'a,b'.split(',', 1) == ['a,b']",
		"'hello mellow'.replace('l', 'L') != '' && 'hello mellow'.replace('l', 'L', 2) != ''",
		"'c29tZTp0aGluZw=='.decodeBase64() == 'some:thing' && 'some:thing'.encodeBase64() != ''",
		"'{\"a\":\"b\"}'.decodeJson()['a'] == 'b' && 'a=b&c=d'.decodeQueryString()['a'] == 'b'",
		"'i;md/r/$y'.escapeUrl() == 'i%3Bmd%2Fr%2F%24y' && 'i%3Bmd'.unescapeUrl() == 'i;md'",
		"'{}'.isJson() && conn.client_ip.isPrivateIp() && 'a=b'.isQueryString() && 'https://ngrok.com'.isURL()",
		"'ABC'.lower() == 'abc' && 'abc'.upper() == 'ABC'",
		"'https://ngrok.com'.parseUrl().host == 'ngrok.com'",
		"'hello'.md5() != '' && 'hello'.sha1('hex') != '' && 'hello'.sha256() != '' && 'hello'.sha512('base64') != ''",
		"'hello'.crc32() != '' && 'hello'.crc64('hex') != '' && 'hello'.xxhash64() != ''",
		"'TacoCat'.lowerAscii() == 'tacocat' && 'TacoCat'.upperAscii() == 'TACOCAT'",
		"'tacocat'.substring(4) == 'cat' && 'tacocat'.substring(0, 4) == 'taco'",
		"' trim '.trim() == 'trim' && 'gums'.reverse() == 'smug'",
		"strings.quote('single-quote') != ''",
		"timestamp('2023-12-25T00:00:00Z').getDate('America/Los_Angeles') == 24",
		"timestamp('2023-12-25T12:00:00Z').getDayOfWeek() == 1 && duration('3h').getHours() == 3",
		"url.escape('i;md/r/$y') == 'i%3Bmd%2Fr%2F%24y' && url.unescape('%2Ffoo') == '/foo'",
		"url.parse(req.url).host == 'ngrok.com'",
		"inCidrRange(conn.client_ip, '66.249.66.1/24')",
		"inCidrRanges(conn.client_ip, ['66.249.66.1/24', '2001:4860::/32'])",
	} {
		p := trafficpolicy.Policy{OnHTTPResponse: []trafficpolicy.Rule{{Expressions: []string{expr}}}}
		assert.NoError(t, p.Validate(), expr)
	}
}

// The request macros are available in the HTTP phases, the response
// macros in on_http_response only.
func TestValidateKnowsWhereFunctionsAreAvailable(t *testing.T) {
	req := requestRule("getResHeader('Content-Type')[0] == 'text/plain'")
	assert.ErrorIs(t, req.Validate(), trafficpolicy.ErrExpression)
	tcp := trafficpolicy.Policy{OnTCPConnect: []trafficpolicy.Rule{{Expressions: []string{"hasReqHeader('Host')"}}}}
	assert.ErrorIs(t, tcp.Validate(), trafficpolicy.ErrExpression)
	ok := trafficpolicy.Policy{OnTCPConnect: []trafficpolicy.Rule{{Expressions: []string{"conn.client_ip.isPrivateIp() && rand.double() < 0.5"}}}}
	assert.NoError(t, ok.Validate())
}
