struct ShopApp {}
