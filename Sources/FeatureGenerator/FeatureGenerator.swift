/// Writes Swift sources derived from the manifest; see FeatureFlagsGenerator.
