package validate_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/serviceusers"
)

// TestUserNameControlCharacters checks that a bot or service user's name
// holds no control character, as other names shown on a line do not.
func TestUserNameControlCharacters(t *testing.T) {
	for _, name := range []string{"deploy\nbot", "bot\r", "a\tb", "nul\x00", "del\x7f", "c1\u0085"} {
		requireRule(t, validate.UserName(name), "name", "control character", "%q", name)
		requireRule(t, validate.UserNameIfSet(&name), "name", "control character", "%q", name)
	}
	assert.NoError(t, validate.UserName("déploiement bot 2"), "letters of any script and spaces are fine")
}

// TestUserNameControlCharactersOnTheServer checks that ingresstest
// refuses such a name with 400 and the validation code, for bot and
// service users, on create and update.
func TestUserNameControlCharactersOnTheServer(t *testing.T) {
	srv := ingresstest.NewServer()
	defer srv.Close()
	raw := srv.Client(ingress.WithoutValidation())
	ctx := t.Context()
	bot, err := botusers.NewClient(srv.Client()).Create(ctx, &botusers.CreateParams{Name: "ci"})
	if err != nil {
		t.Fatal(err)
	}

	_, err = botusers.NewClient(raw).Create(ctx, &botusers.CreateParams{Name: "ci\nadmin"})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "control character")
	_, err = botusers.NewClient(raw).Update(ctx, bot.ID, &botusers.UpdateParams{Name: new("ci\x1b[2J")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "control character")
	_, err = serviceusers.NewClient(raw).Create(ctx, &serviceusers.CreateParams{Name: "svc\x00"})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "control character")
}
