package io.kwire.functional.types;

/** A small struct for lists of structs. */
class Item {
    int id;
    String name = "";

    static Item of(int id, String name) {
        Item item = new Item();
        item.id = id;
        item.name = name;
        return item;
    }
}
