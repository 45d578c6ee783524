package ingresstest

// Error codes of the names and values of vaults and secrets, with status
// 400: the public error reference's, which gives no status. The SDK
// checks the same rules before sending (ingress.IsValidation); the rules
// in package validate carry these codes (validate.CodedError).
const (
	// CodeVaultNameInvalid: a vault name with a character other than a
	// letter, a digit, "_", "/", "." or "-" (see docs/BEHAVIOUR.md on
	// "-"), or one that is not UTF-8.
	CodeVaultNameInvalid = "ERR_NGROK_23000"
	// CodeVaultNameEmpty: a vault without a name.
	CodeVaultNameEmpty = "ERR_NGROK_23001"
	// CodeVaultNameTooLong: a vault name over 255 characters.
	CodeVaultNameTooLong = "ERR_NGROK_23002"
	// CodeSecretNameInvalid: a secret name with a character that vault
	// names may not have either.
	CodeSecretNameInvalid = "ERR_NGROK_24000"
	// CodeSecretNameEmpty: a secret without a name.
	CodeSecretNameEmpty = "ERR_NGROK_24001"
	// CodeSecretNameTooLong: a secret name over 255 characters.
	CodeSecretNameTooLong = "ERR_NGROK_24002"
	// CodeSecretValueEmpty: a secret with an empty value.
	CodeSecretValueEmpty = "ERR_NGROK_24003"
	// CodeSecretValueTooLong: a secret value over 64 KiB.
	CodeSecretValueTooLong = "ERR_NGROK_24004"
	// CodeSecretVaultMissing: a new secret with neither vault_id nor
	// vault_name.
	CodeSecretVaultMissing = "ERR_NGROK_24008"
)

// Error codes of reserved addresses, with status 400: the public error
// reference's, which gives no status. The SDK checks the same rules
// before sending.
const (
	// CodeUnknownRegion: a region that is not one of
	// reservedaddrs.Regions; the message lists them.
	CodeUnknownRegion = "ERR_NGROK_500"
	// CodeAddrDescriptionTooLong: a description over 255 characters;
	// the message gives the limit and the length.
	CodeAddrDescriptionTooLong = "ERR_NGROK_504"
	// CodeAddrMetadataTooLong: metadata over 4096 characters.
	CodeAddrMetadataTooLong = "ERR_NGROK_505"
	// CodeAddrUpdateEmpty: an update that supplies neither description
	// nor metadata.
	CodeAddrUpdateEmpty = "ERR_NGROK_506"
)

// Error codes of quotas (see WithQuotas), with status 400: the public
// error reference's, which gives no status.
const (
	// CodeVaultQuota: a vault over the quota of vaults.
	CodeVaultQuota = "ERR_NGROK_23005"
	// CodeSecretQuota: a secret over the quota of secrets, which counts
	// those of every vault. The reference's message names the vault the
	// secret was for.
	CodeSecretQuota = "ERR_NGROK_24007"
	// CodeReservedAddrQuota: a reserved address over the quota of
	// reserved addresses. The reference has the same message under
	// ERR_NGROK_508; see docs/BEHAVIOUR.md.
	CodeReservedAddrQuota = "ERR_NGROK_502"
	// CodeReservedDomainQuota: a reserved domain over the quota of
	// reserved domains, which counts wildcard ones too. The reference
	// has the same message under ERR_NGROK_431.
	CodeReservedDomainQuota = "ERR_NGROK_415"
	// CodeWildcardDomainQuota: a reserved wildcard domain over the quota
	// of wildcard domains. The reference has the same condition under
	// ERR_NGROK_433.
	CodeWildcardDomainQuota = "ERR_NGROK_418"
	// CodeTunnelCredentialQuota: a tunnel credential (authtoken) over
	// the quota of tunnel credentials. The reference has the same
	// message under ERR_NGROK_615.
	CodeTunnelCredentialQuota = "ERR_NGROK_602"
	// CodeAPIKeyQuota: an API key over the quota of API keys. The
	// reference has the same message under ERR_NGROK_613.
	CodeAPIKeyQuota = "ERR_NGROK_603"
	// CodeSSHCredentialQuota: an SSH credential over the quota of SSH
	// credentials. The reference has the same message under
	// ERR_NGROK_617.
	CodeSSHCredentialQuota = "ERR_NGROK_608"
	// CodeIPPolicyQuota: an IP policy over the quota of IP policies.
	// The reference has the same message under ERR_NGROK_1415.
	CodeIPPolicyQuota = "ERR_NGROK_1410"
	// CodeIPPolicyRuleQuota: an IP policy rule over the quota of rules
	// of its policy. The reference has the same message under
	// ERR_NGROK_1417.
	CodeIPPolicyRuleQuota = "ERR_NGROK_1411"
	// CodeCertificateAuthorityQuota: a certificate authority over the
	// quota of certificate authorities.
	CodeCertificateAuthorityQuota = "ERR_NGROK_1954"
	// CodeSSHCertificateAuthorityQuota: an SSH certificate authority
	// over the quota of SSH certificate authorities.
	CodeSSHCertificateAuthorityQuota = "ERR_NGROK_1956"
	// CodeSSHHostCertificateQuota: an SSH host certificate over the
	// quota of SSH host certificates.
	CodeSSHHostCertificateQuota = "ERR_NGROK_1958"
	// CodeSSHUserCertificateQuota: an SSH user certificate over the
	// quota of SSH user certificates.
	CodeSSHUserCertificateQuota = "ERR_NGROK_1960"
	// CodeEventDestinationQuota: an event destination over the quota of
	// event destinations.
	CodeEventDestinationQuota = "ERR_NGROK_5102"
	// CodeEventSubscriptionQuota: an event subscription over the quota
	// of event subscriptions.
	CodeEventSubscriptionQuota = "ERR_NGROK_5131"
	// CodeCloudEndpointQuota: a cloud endpoint over the quota of cloud
	// endpoints.
	CodeCloudEndpointQuota = "ERR_NGROK_18010"
	// CodePoolEndpointQuota: an endpoint, cloud or agent, joining a pool
	// (the endpoints on one URL) that holds the quota of endpoints per
	// pool already.
	CodePoolEndpointQuota = "ERR_NGROK_18020"
)

// Error codes of the fields of backends, with status 400: the public
// error reference's, which gives no status. The rules in package validate
// carry these codes, and the SDK checks them before sending. The limits
// that the pages name without a number are the backends package's
// MaxChildren, MaxLabels, MaxLabelChars, MaxBodyBytes,
// MaxHeaderNameBytes and MaxHeaderValueBytes.
const (
	// CodeBackendDescriptionTooLong: a backend's description over 255
	// characters.
	CodeBackendDescriptionTooLong = "ERR_NGROK_6503"
	// CodeBackendMetadataTooLong: a backend's metadata over 4096
	// characters.
	CodeBackendMetadataTooLong = "ERR_NGROK_6504"
	// CodeStaticAddressForm: a static backend's address that is not
	// host:port.
	CodeStaticAddressForm = "ERR_NGROK_6505"
	// CodeStaticAddressInvalid: a static backend's address whose port is
	// not 1 to 65535 or whose host is not a host name, a wildcard among
	// them.
	CodeStaticAddressInvalid = "ERR_NGROK_6506"
	// CodeStaticAddressNoHost: a static backend's address without a host,
	// like ":8080".
	CodeStaticAddressNoHost = "ERR_NGROK_6507"
	// CodeTunnelGroupLabels: a tunnel group backend with too many labels.
	CodeTunnelGroupLabels = "ERR_NGROK_6508"
	// CodeTunnelGroupLabelKey: a tunnel group label key that is empty or
	// too long.
	CodeTunnelGroupLabelKey = "ERR_NGROK_6509"
	// CodeTunnelGroupLabelValue: a tunnel group label value that is empty
	// or too long.
	CodeTunnelGroupLabelValue = "ERR_NGROK_6510"
	// CodeTunnelGroupLabelEquals: a tunnel group label key or value that
	// holds "=".
	CodeTunnelGroupLabelEquals = "ERR_NGROK_6531"
	// CodeWeightedBackends: a weighted backend with too many children.
	CodeWeightedBackends = "ERR_NGROK_6511"
	// CodeBackendWeight: a weighted backend's child weight outside 0 to
	// 10000.
	CodeBackendWeight = "ERR_NGROK_6512"
	// CodeFailoverBackends: a failover backend with too many children.
	CodeFailoverBackends = "ERR_NGROK_6513"
	// CodeHTTPResponseBody: an HTTP response backend's body that is too
	// long.
	CodeHTTPResponseBody = "ERR_NGROK_6516"
	// CodeHTTPResponseStatus: an HTTP response backend's status code
	// outside 100 to 599.
	CodeHTTPResponseStatus = "ERR_NGROK_6517"
	// CodeHeaderNameTooLong: an HTTP response backend's header name that
	// is too long.
	CodeHeaderNameTooLong = "ERR_NGROK_6522"
	// CodeHeaderValueTooLong: an HTTP response backend's header value that
	// is too long.
	CodeHeaderValueTooLong = "ERR_NGROK_6523"
	// CodeBackendIDInvalid: a failover or weighted backend's child ID that
	// is not an ID, like an empty one.
	CodeBackendIDInvalid = "ERR_NGROK_6526"
)
