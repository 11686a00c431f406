final class CheckoutTests {}
