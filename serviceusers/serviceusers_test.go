package serviceusers_test

import (
	"testing"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

func TestServiceUsers(t *testing.T) { testkit.TestUsers(t, serviceusers.NewClient, wire.ServiceUsers) }
