package botusers_test

import (
	"testing"

	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/wire"
)

func TestBotUsers(t *testing.T) { testkit.TestUsers(t, botusers.NewClient, wire.BotUsers) }
